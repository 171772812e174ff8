import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { deriveTimeline, type TimelineModel, type TimelineSources } from '../../cache/timeline';
import { useCacheServices } from '../../hooks/use-cache';
import { useSession, useTrafficSource } from '../../hooks/use-session';
import { useStore } from '../../hooks/use-store';
import { authProviderOf } from '../../protocol/auth/guard';
import type { AuthStep } from '../../protocol/auth/auth-types';
import type { ExternalStore, HttpExchange, RpcFrame } from '../../protocol/types';
import { ThrottledStore } from './throttled-store';

/** How often a live timeline re-derives at most: four times a second keeps a storm cheap and still reads as live. */
const LIVE_INTERVAL_MS = 250;

/** A recorded session (an imported file): the timeline replays its exchanges and frames as recorded. */
export interface TimelineRecording {
  exchanges: readonly HttpExchange[];
  frames: readonly RpcFrame[];
}

const EMPTY: readonly AuthStep[] = [];
/** For sessions without OAuth; one snapshot object, as useSyncExternalStore requires. */
const NO_STEPS: ExternalStore<readonly AuthStep[]> = { subscribe: () => () => undefined, getSnapshot: () => EMPTY };

/** User-timing name of the last derivation's duration (bench/timeline.ts reports it). */
export const DERIVE_MEASURE = 'timeline-derive';

function derive(sources: TimelineSources): TimelineModel {
  const started = performance.now();
  const model = deriveTimeline(sources);
  performance.clearMeasures(DERIVE_MEASURE);
  performance.measure(DERIVE_MEASURE, { start: started, end: performance.now() });
  return model;
}

/** The last moment a recording saw: streams still open at export end there. */
function recordedEnd(recording: TimelineRecording): number {
  let end = 0;
  for (const e of recording.exchanges) end = Math.max(end, e.startedAt + (e.durationMs ?? 0), e.sse.at(-1)?.at ?? 0);
  for (const f of recording.frames) end = Math.max(end, f.at);
  return end;
}

/** The drawing clock: ticks every `everyMs` while live, so open spans grow; still otherwise. */
function useTicking(live: boolean, everyMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [live, everyMs]);
  return now;
}

/**
 * The derivation's clock: moves only when a fresh span is due to turn stale (`at`), so a live
 * timeline re-derives when its data changes or an entry expires, not on every tick.
 */
function useExpiryClock(at: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, at - Date.now()) + 5);
    return () => clearTimeout(timer);
  }, [at]);
  return now;
}

/**
 * The timeline model, derived from the live stores (traffic log, invalidation log, the
 * session's OAuth steps) or from a recording. Derived in a deferred render, so a storm costs
 * at most one derivation per frame and never delays a click.
 */
export function useTimeline(recording: TimelineRecording | undefined, live: boolean): { model: TimelineModel; now: number } {
  const source = useTrafficSource();
  const throttled = useMemo(() => new ThrottledStore(source, LIVE_INTERVAL_MS), [source]);
  const traffic = useDeferredValue(useStore(throttled));
  const invalidations = useDeferredValue(useStore(useCacheServices().invalidations));
  const { session } = useSession();
  const steps = useStore(authProviderOf(session)?.steps ?? NO_STEPS);
  const [expiry, setExpiry] = useState<number | undefined>(undefined);
  const now = useTicking(live && recording === undefined);
  const derivedAt = useExpiryClock(recording === undefined ? expiry : undefined);
  // A recording is derived once: nothing it holds changes, and its clock stops where it ended.
  const recorded = useMemo(() => {
    if (recording === undefined) return undefined;
    const end = recordedEnd(recording);
    return { model: derive({ ...recording, now: end }), now: end };
  }, [recording]);
  const liveModel = useMemo(
    () => (recording !== undefined ? undefined : derive({ exchanges: traffic.exchanges, frames: traffic.frames, invalidations, authSteps: steps, now: derivedAt })),
    [recording, traffic, invalidations, steps, derivedAt],
  );
  if (recorded !== undefined) return recorded;
  const model = liveModel ?? deriveTimeline({ exchanges: [], frames: [], now: derivedAt });
  // The next expiry is data of the model; re-deriving then turns the fresh span stale on screen.
  if (model.nextExpiry !== expiry) setExpiry(model.nextExpiry);
  return { model, now: Math.max(now, derivedAt) };
}
