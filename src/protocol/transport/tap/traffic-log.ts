import { FrameNotifier } from '../../../lib/buffers/frame-notifier';
import { LogBuffer } from '../../../lib/buffers/log-buffer';
import type { ExternalStore, HttpExchange, RpcFrame, SseEvent, TrafficSnapshot } from '../../model/types';
import { BodyCapture } from './body-capture';
import { materialize, type ExchangeRecord } from './exchange-record';
import { keepsAsText, withLazyMessage } from './lazy-message';
import { MessageObservers, type MessageObserver } from './message-observers';
import { classifyRpc } from './rpc-message';
import { TRAFFIC_DEFAULTS, type AddFrame, type BeginExchange, type ExchangeOutcome, type ResponseHead, type TrafficLimits, type TrafficLogOptions } from './traffic-log-types';
import { TrafficView, type ExchangeSource } from './traffic-view';

export { TRAFFIC_DEFAULTS, type AddFrame, type BeginExchange, type ExchangeOutcome, type ResponseHead, type TrafficLimits, type TrafficLogOptions } from './traffic-log-types';
export { TrafficView, exchangeById, framesOfExchange } from './traffic-view';
export { sseEventsOf, sseWindowOf } from './exchange-record';

/**
 * Changes to ended exchanges kept for readers that re-derive only what changed (the Timeline):
 * one entry per late update, usually a session's note; a reader further behind than this rescans.
 */
const LATE_CHANGES = 1_024;

/**
 * The wire log: every HTTP exchange, SSE event and JSON-RPC frame the tap saw, in bounded
 * live buffers (lib/buffers/log-buffer). Readable through `useSyncExternalStore`: appends cost O(1),
 * a snapshot is a view over shared storage, and listeners hear at most once per frame, so a
 * storm of SSE events costs one render per frame rather than one per event.
 */
export class TrafficLog implements ExternalStore<TrafficSnapshot> {
  private readonly exchanges: LogBuffer<ExchangeRecord>;
  private readonly frames: LogBuffer<RpcFrame>;
  /** Ids of exchanges changed after they ended (a note added later), in change order. */
  private readonly lateChanges = new LogBuffer<number>(LATE_CHANGES);
  private readonly records = new Map<number, ExchangeRecord>();
  /** Outstanding requests by direction and JSON-RPC id, for result correlation. */
  private readonly openRequests = new Map<string, number>();
  private readonly notifier: FrameNotifier;
  private readonly observers = new MessageObservers();
  private readonly opts: Required<Omit<TrafficLogOptions, 'now' | 'schedule'>>;
  private readonly now: () => number;
  private readonly source: ExchangeSource<ExchangeRecord>;
  private nextExchange = 1;
  private nextFrame = 1;
  private version = 0;
  private cached: TrafficView<ExchangeRecord> | undefined;

  constructor(options: TrafficLogOptions = {}) {
    this.opts = {
      maxExchanges: options.maxExchanges ?? TRAFFIC_DEFAULTS.maxExchanges,
      maxFrames: options.maxFrames ?? TRAFFIC_DEFAULTS.maxFrames,
      maxSseEventsPerExchange: options.maxSseEventsPerExchange ?? TRAFFIC_DEFAULTS.maxSseEventsPerExchange,
      maxBodyChars: options.maxBodyChars ?? TRAFFIC_DEFAULTS.maxBodyChars,
      maxStreamBodyChars: options.maxStreamBodyChars ?? TRAFFIC_DEFAULTS.maxStreamBodyChars,
    };
    this.now = options.now ?? Date.now;
    this.notifier = new FrameNotifier(options.schedule);
    this.exchanges = new LogBuffer(this.opts.maxExchanges);
    this.frames = new LogBuffer(this.opts.maxFrames);
    this.source = {
      materialize,
      byId: (id) => this.records.get(id),
      framesOf: (record) => record.frames.window(),
    };
  }

  subscribe = (listener: () => void): (() => void) => this.notifier.subscribe(listener);

  /** Hears each JSON-RPC message as it is recorded, without waiting for a frame (message-observers.ts). */
  observeMessages = (listener: MessageObserver): (() => void) => this.observers.add(listener);

  getSnapshot = (): TrafficSnapshot => {
    this.cached ??= new TrafficView(this.source, this.exchanges.window(), this.frames.window(), this.version, this.lateChanges.window());
    return this.cached;
  };

  /** The id the next exchange will get; lets a caller select "everything since now". */
  get nextExchangeId(): number {
    return this.nextExchange;
  }

  getExchange(id: number): HttpExchange | undefined {
    const record = this.records.get(id);
    return record === undefined ? undefined : materialize(record);
  }

  beginExchange(init: BeginExchange): number {
    const id = this.nextExchange++;
    const record: ExchangeRecord = {
      base: {
        id,
        startedAt: this.now(),
        headersMs: undefined,
        durationMs: undefined,
        state: 'pending',
        error: undefined,
        rpcMethod: init.rpcMethod,
        rpcId: init.rpcId,
        mcpMethod: init.mcpMethod,
        mcpName: init.mcpName,
        ...(init.server === undefined ? {} : { server: init.server }),
      },
      request: { method: init.method, url: init.url, headers: init.headers, body: undefined },
      head: undefined,
      responseBody: undefined,
      sse: new LogBuffer(this.opts.maxSseEventsPerExchange),
      frames: new LogBuffer(this.opts.maxSseEventsPerExchange),
      snapshot: undefined,
    };
    if (init.body !== undefined) {
      record.request.body = new BodyCapture(this.opts.maxBodyChars);
      record.request.body.append(init.body);
    }
    const evicted = this.exchanges.append(record);
    if (evicted !== undefined) this.records.delete(evicted.base.id);
    this.records.set(id, record);
    this.changed();
    return id;
  }

  setResponse(id: number, head: ResponseHead): void {
    this.update(id, (r) => {
      r.head = head;
      r.base.headersMs = this.now() - r.base.startedAt;
    });
  }

  /** Appends decoded response text; `bytes` is the raw size of the chunk on the wire. */
  appendResponseText(id: number, text: string, bytes?: number): void {
    this.update(id, (r) => {
      // A stream's raw text is also kept event by event; its copy is capped lower.
      r.responseBody ??= new BodyCapture(r.base.state === 'streaming' ? this.opts.maxStreamBodyChars : this.opts.maxBodyChars);
      r.responseBody.append(text, bytes);
    });
  }

  addSseEvent(id: number, event: Omit<SseEvent, 'at'>): void {
    this.update(id, (r) => r.sse.append({ at: this.now(), ...event }));
  }

  /** Marks an exchange with why it matters (the session's renewal), shown beside its method in Traffic. */
  annotate(id: number, note: string): void {
    this.update(id, (r) => {
      r.base.note = note;
    });
  }

  setState(id: number, outcome: ExchangeOutcome): void {
    this.update(id, (r) => {
      r.base.state = outcome.state;
      if (outcome.state === 'streaming') return;
      r.base.durationMs = this.now() - r.base.startedAt;
      if ('error' in outcome) r.base.error = outcome.error;
    });
  }

  /** Records one JSON-RPC message; results and errors are linked to their request frame. */
  addFrame(input: AddFrame): number | undefined {
    const info = classifyRpc(input.message);
    if (info === undefined) return undefined;
    const id = this.nextFrame++;
    let requestFrameId: number | undefined;
    if (info.rpcId !== undefined) {
      const own = `${input.direction}:${typeof info.rpcId}:${info.rpcId}`;
      const peer = `${input.direction === 'in' ? 'out' : 'in'}:${typeof info.rpcId}:${info.rpcId}`;
      if (info.kind === 'request') {
        this.openRequests.set(own, id);
        if (this.openRequests.size > this.opts.maxFrames) this.dropOldestOpenRequest();
      } else if (info.kind === 'result' || info.kind === 'error') {
        requestFrameId = this.openRequests.get(peer);
        this.openRequests.delete(peer);
      }
    }
    const fields = { id, at: input.at ?? this.now(), direction: input.direction, kind: info.kind, rpcId: info.rpcId, method: info.method, exchangeId: input.exchangeId, requestFrameId };
    const parsed = input.message;
    const frame: RpcFrame =
      keepsAsText(input.text) && typeof parsed === 'object' && parsed !== null ? withLazyMessage(fields, parsed, input.text) : { ...fields, message: parsed };
    this.frames.append(frame);
    if (input.exchangeId !== undefined) this.records.get(input.exchangeId)?.frames.append(frame);
    this.changed();
    this.observers.notify(input.direction, parsed);
    return id;
  }

  /**
   * Resolves once no exchange from `sinceId` on is still waiting for its body,
   * or after `timeoutMs`. The SDK may finish reading a response a few ticks
   * before the tap's copy does; callers that build evidence from the log wait here.
   */
  whenSettled(sinceId: number, timeoutMs = 2_000): Promise<void> {
    const settled = () => [...this.records.values()].every((r) => r.base.id < sinceId || r.base.state !== 'pending');
    if (settled()) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(finish, timeoutMs);
      const unsubscribe = this.subscribe(() => {
        if (settled()) finish();
      });
    });
  }

  /** The bounds in force: how many exchanges and JSON-RPC frames the log keeps. */
  get limits(): TrafficLimits {
    return { maxExchanges: this.opts.maxExchanges, maxFrames: this.opts.maxFrames };
  }

  /** A user setting: shrinking drops the oldest now (counted as dropped), growing keeps more from now on. */
  setLimits(limits: Partial<TrafficLimits>): void {
    const { maxExchanges = this.opts.maxExchanges, maxFrames = this.opts.maxFrames } = limits;
    const evicted = this.exchanges.setCapacity(maxExchanges);
    for (const record of evicted) this.records.delete(record.base.id);
    const framesEvicted = this.frames.setCapacity(maxFrames);
    this.opts.maxExchanges = maxExchanges;
    this.opts.maxFrames = maxFrames;
    while (this.openRequests.size > maxFrames) this.dropOldestOpenRequest();
    if (evicted.length > 0 || framesEvicted.length > 0) this.changed();
  }

  clear(): void {
    this.exchanges.clear();
    this.frames.clear();
    this.records.clear();
    this.lateChanges.clear();
    this.openRequests.clear();
    this.changed();
  }

  private dropOldestOpenRequest(): void {
    const oldest = this.openRequests.keys().next();
    if (oldest.done !== true) this.openRequests.delete(oldest.value);
  }

  private update(id: number, mutate: (record: ExchangeRecord) => void): void {
    const record = this.records.get(id);
    if (record === undefined) return; // already evicted or cleared: nothing to show
    // An open exchange is watched by its readers anyway; an ended one is not, so they are told.
    const ended = record.base.state !== 'pending' && record.base.state !== 'streaming';
    mutate(record);
    record.snapshot = undefined;
    if (ended) this.lateChanges.append(id);
    this.changed();
  }

  private changed(): void {
    this.version += 1;
    this.cached = undefined;
    this.notifier.changed();
  }
}
