import type { LogWindow } from '../../../lib/buffers/log-buffer';
import type { HttpExchange, RpcFrame, TrafficSnapshot } from '../../model/types';

/** What a view needs of the log's exchange bookkeeping: a materialized exchange per entry. */
export interface ExchangeSource<R> {
  materialize(record: R): HttpExchange;
  byId(id: number): R | undefined;
  framesOf(record: R): LogWindow<RpcFrame>;
}

/**
 * One snapshot of the traffic log. The windowed reads (`exchangeAt`, `exchangeById`,
 * `framesOf`) cost O(1) and are what live views use; the `exchanges` and `frames` arrays are
 * built on first use, once per snapshot, for callers that scan the whole log now and then.
 */
export class TrafficView<R> implements TrafficSnapshot {
  private exchangeArray: readonly HttpExchange[] | undefined;

  constructor(
    private readonly source: ExchangeSource<R>,
    /** The exchanges as this snapshot saw them: the records are live, their window is not. */
    readonly exchangeLog: LogWindow<R>,
    readonly frameLog: LogWindow<RpcFrame>,
    readonly version: number,
    /** Ids of exchanges changed after they ended, in change order (empty for a view without them). */
    readonly lateChanges?: LogWindow<number>,
  ) {}

  get exchangeCount(): number {
    return this.exchangeLog.size;
  }

  get droppedExchanges(): number {
    return this.exchangeLog.dropped;
  }

  get droppedFrames(): number {
    return this.frameLog.dropped;
  }

  /** Exchange at logical position `index` (0 = oldest kept). */
  exchangeAt(index: number): HttpExchange | undefined {
    const record = this.exchangeLog.at(index);
    return record === undefined ? undefined : this.source.materialize(record);
  }

  exchangeById(id: number): HttpExchange | undefined {
    const record = this.source.byId(id);
    return record === undefined ? undefined : this.source.materialize(record);
  }

  /** The JSON-RPC frames one exchange carried, newest kept (bounded like its SSE events). */
  framesOf(id: number): LogWindow<RpcFrame> | undefined {
    const record = this.source.byId(id);
    return record === undefined ? undefined : this.source.framesOf(record);
  }

  get exchanges(): readonly HttpExchange[] {
    this.exchangeArray ??= this.exchangeLog.toArray().map((record) => this.source.materialize(record));
    return this.exchangeArray;
  }

  get frames(): readonly RpcFrame[] {
    return this.frameLog.toArray();
  }
}

/** The exchange with `id`, in O(1) on a live log's snapshot (plain snapshots are searched). */
export function exchangeById(snapshot: TrafficSnapshot, id: number): HttpExchange | undefined {
  return snapshot instanceof TrafficView ? snapshot.exchangeById(id) : snapshot.exchanges.find((e) => e.id === id);
}

/** The frames of one exchange, oldest first. */
export function framesOfExchange(snapshot: TrafficSnapshot, id: number): readonly RpcFrame[] {
  if (snapshot instanceof TrafficView) return snapshot.framesOf(id)?.toArray() ?? [];
  return snapshot.frames.filter((f) => f.exchangeId === id);
}
