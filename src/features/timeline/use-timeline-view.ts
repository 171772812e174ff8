import { useState, type KeyboardEvent } from 'react';
import type { TimelineSnapshot } from '../../cache/timeline';
import { useNavigation } from '../../hooks/navigation/use-navigation';
import { toArray } from '../../recording/timeline';
import { focusedEvent } from './canvas/focus';
import { centreViewport, fitViewport, followViewport, panViewport, zoomViewport, type Viewport } from './canvas/viewport';

const KEY_ACTIONS: Readonly<Record<string, 'in' | 'out' | 'left' | 'right' | 'fit'>> = { '+': 'in', '=': 'in', '-': 'out', ArrowLeft: 'left', ArrowRight: 'right', '0': 'fit' };

export interface TimelineView {
  shown: Viewport;
  live: boolean;
  setFollow: (follow: boolean) => void;
  zoom: (factor: number) => void;
  pan: (fraction: number) => void;
  fit: () => void;
  changeView: (next: Viewport) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * The axis window and its controls: fitted to the events until the user zooms or pans, then
 * theirs; Follow live keeps its width ending now (panning stops following, zooming does not).
 * A "Show in timeline" request from another panel selects its event and centres on it.
 */
export function useTimelineView(model: TimelineSnapshot, now: number, live: boolean, setFollow: (follow: boolean) => void, select: (id: string | undefined) => void): TimelineView {
  const { timelineFocus } = useNavigation();
  const [view, setView] = useState<Viewport | undefined>(undefined);
  const [seenFocus, setSeenFocus] = useState(0);
  const base = view ?? fitViewport(model.range, now);
  const shown = live ? followViewport(base, now) : base;

  if (timelineFocus !== undefined && timelineFocus.seq !== seenFocus) {
    setSeenFocus(timelineFocus.seq);
    const target = focusedEvent(toArray(model.events), timelineFocus);
    select(target?.id);
    setFollow(false);
    setView(centreViewport(base, target?.start ?? timelineFocus.at));
  }

  const zoom = (factor: number) => setView(zoomViewport(shown, factor));
  const pan = (fraction: number) => {
    setFollow(false);
    setView(panViewport(shown, fraction));
  };
  const fit = () => {
    setFollow(false);
    setView(fitViewport(model.range, now));
  };
  const changeView = (next: Viewport) => {
    if (next.to - next.from === shown.to - shown.from) setFollow(false);
    setView(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = KEY_ACTIONS[event.key];
    if (action === undefined || event.target !== event.currentTarget) return;
    event.preventDefault();
    if (action === 'in' || action === 'out') zoom(action === 'in' ? 2 : 0.5);
    else if (action === 'fit') fit();
    else pan(action === 'left' ? -0.25 : 0.25);
  };
  return { shown, live, setFollow, zoom, pan, fit, changeView, onKeyDown };
}
