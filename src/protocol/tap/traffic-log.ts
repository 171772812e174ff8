import { RingBuffer } from '../../lib/ring-buffer';
import type { ExternalStore, HttpExchange, RpcFrame, SseEvent, TrafficSnapshot } from '../types';
import { BodyCapture } from './body-capture';
import { classifyRpc } from './rpc-message';
import type { AddFrame, BeginExchange, ExchangeOutcome, ResponseHead, TrafficLogOptions } from './traffic-log-types';

export type { AddFrame, BeginExchange, ExchangeOutcome, ResponseHead, TrafficLogOptions } from './traffic-log-types';

/** Mutable bookkeeping behind one exchange; snapshots copy it only when it changed. */
interface ExchangeRecord {
  base: Omit<HttpExchange, 'sse' | 'response' | 'request'>;
  request: Omit<HttpExchange['request'], 'body'> & { body: BodyCapture | undefined };
  head: ResponseHead | undefined;
  responseBody: BodyCapture | undefined;
  sse: RingBuffer<SseEvent>;
  snapshot: HttpExchange | undefined;
}

/**
 * The wire log: every HTTP exchange, SSE event and JSON-RPC frame the tap saw,
 * bounded by ring buffers. Readable through `useSyncExternalStore`; snapshots are
 * immutable and listeners are notified at most once per microtask so a burst of
 * SSE events costs one render.
 */
export class TrafficLog implements ExternalStore<TrafficSnapshot> {
  private readonly exchanges: RingBuffer<ExchangeRecord>;
  private readonly frames: RingBuffer<RpcFrame>;
  private readonly byId = new Map<number, ExchangeRecord>();
  /** Outstanding requests by direction and JSON-RPC id, for result correlation. */
  private readonly openRequests = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private readonly opts: Required<Omit<TrafficLogOptions, 'now' | 'schedule'>>;
  private readonly now: () => number;
  private readonly schedule: (flush: () => void) => void;
  private nextExchange = 1;
  private nextFrame = 1;
  private cached: TrafficSnapshot | undefined;
  private framesCache: readonly RpcFrame[] = [];
  private framesDirty = false;
  private notifyPending = false;

  constructor(options: TrafficLogOptions = {}) {
    this.opts = {
      maxExchanges: options.maxExchanges ?? 5_000,
      maxFrames: options.maxFrames ?? 20_000,
      maxSseEventsPerExchange: options.maxSseEventsPerExchange ?? 2_000,
      maxBodyChars: options.maxBodyChars ?? 1024 * 1024,
    };
    this.now = options.now ?? Date.now;
    // Wrapped: browsers throw "Illegal invocation" when queueMicrotask is called as a method of another object.
    this.schedule = options.schedule ?? ((flush) => queueMicrotask(flush));
    this.exchanges = new RingBuffer(this.opts.maxExchanges);
    this.frames = new RingBuffer(this.opts.maxFrames);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TrafficSnapshot => {
    if (this.cached !== undefined) return this.cached;
    if (this.framesDirty) {
      this.framesCache = this.frames.toArray();
      this.framesDirty = false;
    }
    this.cached = {
      exchanges: this.exchanges.toArray().map(materialize),
      frames: this.framesCache,
      droppedExchanges: this.exchanges.dropped,
      droppedFrames: this.frames.dropped,
    };
    return this.cached;
  };

  /** The id the next exchange will get; lets a caller select "everything since now". */
  get nextExchangeId(): number {
    return this.nextExchange;
  }

  getExchange(id: number): HttpExchange | undefined {
    const record = this.byId.get(id);
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
      },
      request: { method: init.method, url: init.url, headers: init.headers, body: undefined },
      head: undefined,
      responseBody: undefined,
      sse: new RingBuffer(this.opts.maxSseEventsPerExchange),
      snapshot: undefined,
    };
    if (init.body !== undefined) {
      record.request.body = new BodyCapture(this.opts.maxBodyChars);
      record.request.body.append(init.body);
    }
    const evicted = this.exchanges.push(record);
    if (evicted !== undefined) this.byId.delete(evicted.base.id);
    this.byId.set(id, record);
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
      r.responseBody ??= new BodyCapture(this.opts.maxBodyChars);
      r.responseBody.append(text, bytes);
    });
  }

  addSseEvent(id: number, event: Omit<SseEvent, 'at'>): void {
    this.update(id, (r) => r.sse.push({ at: this.now(), ...event }));
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
    this.frames.push({
      id,
      at: input.at ?? this.now(),
      direction: input.direction,
      kind: info.kind,
      rpcId: info.rpcId,
      method: info.method,
      exchangeId: input.exchangeId,
      requestFrameId,
      message: input.message,
    });
    this.framesDirty = true;
    this.changed();
    return id;
  }

  /**
   * Resolves once no exchange from `sinceId` on is still waiting for its body,
   * or after `timeoutMs`. The SDK may finish reading a response a few ticks
   * before the tap's copy does; callers that build evidence from the log wait here.
   */
  whenSettled(sinceId: number, timeoutMs = 2_000): Promise<void> {
    const settled = () => this.exchanges.toArray().every((r) => r.base.id < sinceId || r.base.state !== 'pending');
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

  clear(): void {
    this.exchanges.clear();
    this.frames.clear();
    this.byId.clear();
    this.openRequests.clear();
    this.framesDirty = true;
    this.changed();
  }

  private dropOldestOpenRequest(): void {
    const oldest = this.openRequests.keys().next();
    if (oldest.done !== true) this.openRequests.delete(oldest.value);
  }

  private update(id: number, mutate: (record: ExchangeRecord) => void): void {
    const record = this.byId.get(id);
    if (record === undefined) return; // already evicted or cleared: nothing to show
    mutate(record);
    record.snapshot = undefined;
    this.changed();
  }

  private changed(): void {
    this.cached = undefined;
    if (this.notifyPending) return;
    this.notifyPending = true;
    this.schedule(() => {
      this.notifyPending = false;
      for (const listener of [...this.listeners]) listener();
    });
  }
}

function materialize(record: ExchangeRecord): HttpExchange {
  if (record.snapshot !== undefined) return record.snapshot;
  const { head, responseBody } = record;
  record.snapshot = {
    ...record.base,
    request: { ...record.request, body: record.request.body?.snapshot() },
    response: head === undefined ? undefined : { ...head, body: responseBody?.snapshot() },
    sse: record.sse.toArray(),
  };
  return record.snapshot;
}
