import type { AuthStep } from '../../protocol/auth/auth-types';
import type { ModelExchange } from '../../models';
import {
  addFrameFact,
  authStepEvent,
  emptyFacts,
  httpEvent,
  InputRounds,
  isStream,
  modelEvent,
  noteEvent,
  notificationEvent,
  notificationUri,
  streamEvents,
  type ExchangeFacts,
  type TimelineEvent,
} from '../../recording/timeline';
import type { HttpExchange, RpcFrame, TrafficSnapshot } from '../../protocol/model/types';
import type { InvalidationEntry } from '../invalidation';
import { entryInvalidations, FetchReader, ImpliedInvalidations, NotificationIndex, type CacheInvalidation } from './cache-fetches';
import { CacheLaneState } from './cache-state';
import { TimelineChange } from './timeline-events';
import { allExchangeIds, lateChanged, lateChangesEnd, newExchanges, newFrames, newInvalidations, oldestExchangeId, trafficEpoch, watchedExchange } from './traffic-reads';

/** What one update reads: the sources as they are now; only what is new since the last is derived. */
export interface TimelineInput {
  traffic: TrafficSnapshot;
  /** The live invalidation log; absent for a recording, whose notifications imply them. */
  invalidations?: Iterable<InvalidationEntry> | undefined;
  authSteps?: readonly AuthStep[] | undefined;
  /** The Playground's requests to the model endpoint (the `model` lane). */
  modelExchanges?: readonly ModelExchange[] | undefined;
  now: number;
}

/** How much one update read: the delta, which is what per-tick work is proportional to. */
export interface FeedWork {
  frames: number;
  exchanges: number;
  invalidations: number;
}

/** Recent notification ticks kept to link later invalidations to: the log records them right after the frame. */
const LINKABLE = 2_000;

/** Sets `key` in an insertion-ordered map bounded to the newest `LINKABLE` keys. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > LINKABLE) map.delete(map.keys().next().value ?? '');
}

/**
 * Exchanges re-checked by identity each update besides the open ones, for snapshots that do not
 * list their late changes; a live log's `lateChanges` names any older exchange changed after it ended.
 */
const RECENT_EXCHANGES = 32;

/**
 * The incremental derivation behind the timeline (the same events as `deriveTimeline`): each
 * update reads the frames, exchanges and invalidations added since the last one, in log order,
 * and re-derives only the events they touch: the exchanges that got frames, open or recent
 * exchanges that changed, the cache entries fetched or invalidated, and fresh spans that expired.
 */
export class TimelineFeed {
  private readonly facts = new Map<number, ExchangeFacts>();
  private readonly seen = new Map<number, HttpExchange>();
  private readonly open = new Set<number>();
  /** The newest exchanges derived, oldest first. */
  private readonly recent = new Set<number>();
  private readonly rounds = new InputRounds();
  private readonly fetches = new FetchReader();
  private readonly implied = new ImpliedInvalidations(notificationUri);
  private readonly index = new NotificationIndex(notificationUri);
  private readonly cache = new CacheLaneState();
  private readonly invalidatedBy = new Map<string, string[]>();
  private readonly notifications = new Map<string, TimelineEvent>();
  private lastFrame = 0;
  private lastExchange = 0;
  private lastInvalidation = 0;
  /** Position in the traffic log's late changes read so far. */
  private lastLate: number;
  private steps: readonly AuthStep[] = [];
  /** The model exchanges derived last, by id: only a changed one is derived again. */
  private models = new Map<number, ModelExchange>();
  /** The traffic log's clear count, as far as its snapshot shows it; a change means start again. */
  readonly epoch: number;
  work: FeedWork = { frames: 0, exchanges: 0, invalidations: 0 };

  constructor(first: TrafficSnapshot) {
    this.epoch = trafficEpoch(first);
    // Everything in the first snapshot is new to this feed: earlier late changes are in it already.
    this.lastLate = lateChangesEnd(first);
  }

  get nextExpiry(): number | undefined {
    return this.cache.nextExpiry;
  }

  update(input: TimelineInput): TimelineChange {
    const change = new TimelineChange();
    this.cache.advance(input.now);
    const dirty = new Set<number>();
    const frames = newFrames(input.traffic, this.lastFrame);
    for (const frame of frames) this.addFrame(frame, input.invalidations === undefined, dirty, change);
    this.lastFrame = frames.at(-1)?.id ?? this.lastFrame;
    const entries = input.invalidations === undefined ? [] : newInvalidations(input.invalidations, this.lastInvalidation);
    for (const entry of entries) {
      for (const inv of entryInvalidations(entry, this.index.causeOf(entry))) this.addInvalidation(inv, change);
      this.lastInvalidation = entry.id;
    }
    const fresh = newExchanges(input.traffic, this.lastExchange);
    this.lastExchange = fresh.at(-1)?.id ?? this.lastExchange;
    for (const exchange of fresh) this.deriveExchange(exchange, change, true);
    const freshIds = new Set(fresh.map((e) => e.id));
    const late = lateChanged(input.traffic, this.lastLate);
    this.lastLate = late?.end ?? lateChangesEnd(input.traffic);
    // Late changes dropped unread (over a thousand between two updates): every exchange is re-read once.
    const changedLate = late?.ids ?? allExchangeIds(input.traffic);
    const watched = new Set([...this.open, ...dirty, ...this.recent, ...changedLate]);
    for (const id of watched) {
      if (freshIds.has(id)) continue;
      const exchange = watchedExchange(input.traffic, id);
      if (exchange === undefined) this.forget(id);
      else if (dirty.has(id) || exchange !== this.seen.get(id)) this.deriveExchange(exchange, change, false);
    }
    this.updateSteps(input.authSteps ?? [], change);
    this.updateModels(input.modelExchanges ?? [], change);
    this.cache.flush(change);
    this.forgetEvicted(oldestExchangeId(input.traffic));
    this.work = { frames: frames.length, exchanges: fresh.length, invalidations: entries.length };
    return change;
  }

  private addFrame(frame: RpcFrame, implied: boolean, dirty: Set<number>, change: TimelineChange): void {
    if (frame.exchangeId !== undefined) {
      let facts = this.facts.get(frame.exchangeId);
      if (facts === undefined) this.facts.set(frame.exchangeId, (facts = emptyFacts()));
      addFrameFact(facts, frame);
      dirty.add(frame.exchangeId);
    }
    const fetch = this.fetches.add(frame);
    if (fetch !== undefined) {
      this.cache.addFetch(fetch);
      this.implied.addFetch(fetch);
    }
    const round = this.rounds.add(frame);
    for (const id of round.removed) change.remove(id);
    for (const event of round.upserts) change.upsert(event);
    const tick = notificationEvent(frame);
    if (tick === undefined) return;
    remember(this.notifications, tick.id, tick);
    change.upsert(tick);
    if (implied) for (const inv of this.implied.addNotification(frame)) this.addInvalidation(inv, change);
    else this.index.add(frame);
  }

  /** An invalidation's mark, the span it cut short, and the link from its notification's tick. */
  private addInvalidation(inv: CacheInvalidation, change: TimelineChange): void {
    this.cache.addInvalidation(inv, change);
    if (inv.notificationFrameId === undefined) return;
    const source = `notification:${inv.notificationFrameId}`;
    const targets = this.invalidatedBy.get(source) ?? [];
    remember(this.invalidatedBy, source, [...targets, inv.id]);
    const tick = this.notifications.get(source);
    if (tick !== undefined) change.upsert({ ...tick, links: [...tick.links, ...targets, inv.id] });
  }

  private deriveExchange(exchange: HttpExchange, change: TimelineChange, isNew: boolean): void {
    const facts = this.facts.get(exchange.id) ?? emptyFacts();
    const events = [httpEvent(exchange, facts), ...(isStream(exchange) ? streamEvents(exchange, facts) : [])];
    const note = noteEvent(exchange);
    if (note !== undefined) events.push(note);
    // A new exchange has no events to take back (a recording's thousands would each cost four removes).
    if (!isNew) {
      const made = new Set(events.map((e) => e.id));
      for (const id of [`stream:${exchange.id}`, `stream:${exchange.id}:ack`, `stream:${exchange.id}:close`, `note:${exchange.id}`]) if (!made.has(id)) change.remove(id);
    }
    for (const event of events) change.upsert(event);
    const open = exchange.state === 'pending' || exchange.state === 'streaming';
    if (open) this.open.add(exchange.id);
    else this.open.delete(exchange.id);
    if (open || isNew || this.recent.has(exchange.id)) this.seen.set(exchange.id, exchange);
    else this.seen.delete(exchange.id);
    if (isNew) {
      this.recent.add(exchange.id);
      // Only the newest few and the open ones are re-checked by identity: the bookkeeping stays small.
      const oldest = this.recent.size > RECENT_EXCHANGES ? this.recent.values().next().value : undefined;
      if (oldest !== undefined) {
        this.recent.delete(oldest);
        if (!this.open.has(oldest)) this.seen.delete(oldest);
      }
    }
  }

  private forget(id: number): void {
    this.open.delete(id);
    this.recent.delete(id);
    this.seen.delete(id);
  }

  /** Facts of exchanges the traffic log no longer keeps: their events stay, their bookkeeping goes. */
  private forgetEvicted(oldest: number | undefined): void {
    if (oldest === undefined) return;
    for (const id of this.facts.keys()) {
      if (id >= oldest) break;
      this.facts.delete(id);
      this.forget(id);
    }
  }

  private updateSteps(steps: readonly AuthStep[], change: TimelineChange): void {
    if (steps === this.steps) return;
    const next = steps.map(authStepEvent);
    const kept = new Set(next.map((e) => e.id));
    for (const step of this.steps) if (!kept.has(`auth:${step.id}`)) change.remove(`auth:${step.id}`);
    for (const event of next) change.upsert(event);
    this.steps = steps;
  }

  /** The model log is a small ring: compare it whole, re-derive what changed, drop what it let go. */
  private updateModels(exchanges: readonly ModelExchange[], change: TimelineChange): void {
    const next = new Map(exchanges.map((exchange) => [exchange.id, exchange]));
    for (const id of this.models.keys()) if (!next.has(id)) change.remove(`model:${id}`);
    for (const [id, exchange] of next) if (this.models.get(id) !== exchange) change.upsert(modelEvent(exchange));
    this.models = next;
  }
}
