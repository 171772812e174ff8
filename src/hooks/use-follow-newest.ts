import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** How close to the end (px) still counts as "at the newest", so rounding never stops following. */
const SLACK_PX = 24;

export interface FollowNewest {
  /** True while the view keeps the newest entry in sight. */
  following: boolean;
  /** Attach to the scroll container: scrolling away from the end stops following. */
  onScroll: () => void;
  /** The "Jump to newest" action: scroll to the end and follow again. */
  jumpToNewest: () => void;
}

/**
 * Follow-the-newest for a live log view: while following, every new `version` scrolls to the
 * end before paint; once the user scrolls up it stops, until they jump back. Programmatic
 * scrolls land at the end, so their scroll events keep following on.
 */
export function useFollowNewest(scrollRef: RefObject<HTMLElement | null>, version: number): FollowNewest {
  const [following, setFollowing] = useState(true);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (following && element !== null && version >= 0) element.scrollTop = element.scrollHeight;
  }, [following, version, scrollRef]);
  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (element === null) return;
    setFollowing(element.scrollHeight - element.scrollTop - element.clientHeight <= SLACK_PX);
  }, [scrollRef]);
  const jumpToNewest = useCallback(() => setFollowing(true), []);
  return { following, onScroll, jumpToNewest };
}
