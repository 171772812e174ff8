import { LiveLog } from '../../../lib/buffers/live-log';
import type { FlushScheduler } from '../../../lib/buffers/frame-notifier';
import { TrafficView, type TrafficLog } from '../../transport/tap/traffic-log';
import type { HttpExchange, RpcFrame } from '../../model/types';

/** One `notifications/message` the server sent, with the request whose stream carried it. */
export interface ServerLogEntry {
  /** The traffic frame it came in (unique, increasing). */
  id: number;
  at: number;
  level: string;
  logger: string | undefined;
  data: unknown;
  /** The HTTP exchange that carried it: the request that produced it, or a standalone stream. */
  exchangeId: number | undefined;
  /** That exchange's JSON-RPC request: method, id and the tool / prompt / resource it named. */
  request: { method: string; id: string | number | undefined; name: string | undefined } | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requestOf(exchange: HttpExchange | undefined): ServerLogEntry['request'] {
  if (exchange?.rpcMethod === undefined) return undefined;
  return { method: exchange.rpcMethod, id: exchange.rpcId, name: exchange.mcpName };
}

/** A log entry from a frame, when the frame is a well-formed `notifications/message` (spec: logging). */
export function entryFromFrame(frame: RpcFrame, exchange: HttpExchange | undefined): ServerLogEntry | undefined {
  if (frame.direction !== 'in' || frame.method !== 'notifications/message' || !isRecord(frame.message)) return undefined;
  const params = frame.message['params'];
  if (!isRecord(params) || typeof params['level'] !== 'string') return undefined;
  const logger = params['logger'];
  return {
    id: frame.id,
    at: frame.at,
    level: params['level'],
    logger: typeof logger === 'string' ? logger : undefined,
    data: params['data'],
    exchangeId: frame.exchangeId,
    request: requestOf(exchange),
  };
}

/**
 * The server's log lines, derived from the traffic tap (nothing is recorded twice): each new
 * `notifications/message` frame becomes an entry in a bounded live log, linked to the exchange
 * (and so the request) that carried it.
 */
export class ServerLog {
  readonly log: LiveLog<ServerLogEntry>;
  /** Absolute position in the frame log up to which frames were read. */
  private seen = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly traffic: TrafficLog,
    options: { capacity?: number; schedule?: FlushScheduler } = {},
  ) {
    this.log = new LiveLog({ capacity: options.capacity ?? 2_000, ...(options.schedule === undefined ? {} : { schedule: options.schedule }) });
    this.unsubscribe = traffic.subscribe(() => this.scan());
    this.scan();
  }

  subscribe = (listener: () => void): (() => void) => this.log.subscribe(listener);

  getSnapshot = () => this.log.getSnapshot();

  /**
   * Reads only the frames added since the last scan, through the snapshot's windowed frame log
   * (design.md "Stores outside React": no array is built per change, so a storm stays cheap).
   */
  scan(): void {
    const snapshot = this.traffic.getSnapshot();
    if (!(snapshot instanceof TrafficView)) return;
    const frames = snapshot.frameLog;
    const from = Math.max(this.seen, frames.start);
    for (let pos = from; pos < frames.end; pos += 1) {
      const frame = frames.at(pos - frames.start);
      if (frame?.method !== 'notifications/message') continue;
      const entry = entryFromFrame(frame, frame.exchangeId === undefined ? undefined : snapshot.exchangeById(frame.exchangeId));
      if (entry !== undefined) this.log.append(entry);
    }
    this.seen = frames.end;
  }

  clear(): void {
    this.log.clear();
  }

  dispose(): void {
    this.unsubscribe();
  }
}

const perTraffic = new WeakMap<TrafficLog, ServerLog>();

/** The one server log of a traffic log (a session's), created on first use. */
export function serverLogOf(traffic: TrafficLog): ServerLog {
  let log = perTraffic.get(traffic);
  if (log === undefined) {
    log = new ServerLog(traffic);
    perTraffic.set(traffic, log);
  }
  return log;
}
