import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { InvalidationEntry } from '../../cache';
import { LiveTimeline, TimelineStore, type TimelineSnapshot } from '../../cache/timeline';
import { useCacheServices } from '../../hooks/use-cache';
import { useSession, useTrafficSource } from '../../hooks/session/use-session';
import { useStore } from '../../hooks/use-store';
import { modelLog } from '../../hooks/playground/model-log';
import { authProviderOf } from '../../protocol/auth/guard';
import type { AuthStep } from '../../protocol/auth/auth-types';
import type { RecordedDrops } from '../../recording/session-file/schema';
import type { ModelExchange } from '../../models';
import type { ExternalStore, HttpExchange, RpcFrame } from '../../protocol/model/types';
import { ThrottledStore } from './throttled-store';

/**
 * How often a live timeline renders at most. The store derives only what is new, so this no
 * longer bounds derivation work; it bounds React renders and canvas draws during a storm.
 */
const LIVE_INTERVAL_MS = 250;

/** A recorded session (an imported file): the timeline replays its exchanges, frames, auth steps and invalidations as recorded. */
export interface TimelineRecording {
  exchanges: readonly HttpExchange[];
  frames: readonly RpcFrame[];
  authSteps?: readonly AuthStep[] | undefined;
  /** Undefined for a file without them: its invalidations are implied from its notifications. */
  invalidations?: Iterable<InvalidationEntry> | undefined;
  /** What the logs had dropped before the export (shown above the Timeline). */
  dropped?: RecordedDrops | undefined;
  /** The recorded Playground's requests to its model (the `model` lane). */
  modelExchanges?: readonly ModelExchange[] | undefined;
}

const EMPTY: readonly AuthStep[] = [];
/** For sessions without OAuth; one snapshot object, as useSyncExternalStore requires. */
const NO_STEPS: ExternalStore<readonly AuthStep[]> = { subscribe: () => () => undefined, getSnapshot: () => EMPTY };

/** User-timing name of the last derivation's duration (bench/timeline.ts reports it). */
export const DERIVE_MEASURE = 'timeline-derive';

function measured(derive: () => TimelineSnapshot): TimelineSnapshot {
  const started = performance.now();
  const model = derive();
  performance.clearMeasures(DERIVE_MEASURE);
  performance.measure(DERIVE_MEASURE, { start: started, end: performance.now() });
  return model;
}

/** The last moment a recording saw: streams still open at export end there. */
function recordedEnd(recording: TimelineRecording): number {
  let end = 0;
  for (const e of recording.exchanges) end = Math.max(end, e.startedAt + (e.durationMs ?? 0), e.sse.at(-1)?.at ?? 0);
  for (const f of recording.frames) end = Math.max(end, f.at);
  for (const m of recording.modelExchanges ?? []) end = Math.max(end, m.endedAt ?? m.startedAt);
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

/** Stands in for the live store while a recording is shown, so the live logs are not read. */
const NO_LIVE: ExternalStore<TimelineSnapshot | undefined> = { subscribe: () => () => undefined, getSnapshot: () => undefined };

/**
 * The timeline model: the live `LiveTimeline` over the traffic log, the invalidation log, the
 * session's OAuth steps and the Playground's model log (each update derives only what is new),
 * seen at most four times a second and rendered as a deferred (transition) value, so a storm
 * never delays a click; or a recording, derived once.
 */
export function useTimeline(recording: TimelineRecording | undefined, live: boolean): { model: TimelineSnapshot; now: number } {
  const traffic = useTrafficSource();
  const { invalidations } = useCacheServices();
  const { session } = useSession();
  const steps = authProviderOf(session)?.steps ?? NO_STEPS;
  const replaying = recording !== undefined;
  const liveStore = useMemo(
    () => (replaying ? NO_LIVE : new ThrottledStore<TimelineSnapshot | undefined>(new LiveTimeline({ traffic, invalidations, steps, models: modelLog }), LIVE_INTERVAL_MS)),
    [replaying, traffic, invalidations, steps],
  );
  const liveModel = useDeferredValue(useStore(liveStore));
  const now = useTicking(live && !replaying);
  // A recording is derived once: nothing it holds changes, and its clock stops where it ended.
  const recorded = useMemo(() => {
    if (recording === undefined) return undefined;
    const end = recordedEnd(recording);
    const traffic = { exchanges: recording.exchanges, frames: recording.frames, droppedExchanges: 0 };
    const { authSteps, invalidations, modelExchanges } = recording;
    return { model: measured(() => new TimelineStore().update({ traffic, authSteps, invalidations, modelExchanges, now: end })), now: end };
  }, [recording]);
  if (recorded !== undefined) return recorded;
  const model = liveModel ?? EMPTY_MODEL;
  return { model, now: Math.max(now, model.range?.end ?? 0) };
}

const EMPTY_MODEL: TimelineSnapshot = new TimelineStore().update({ traffic: { exchanges: [], frames: [], droppedExchanges: 0 }, now: 0 });
