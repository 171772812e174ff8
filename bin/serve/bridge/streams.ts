import type { ServerResponse } from 'node:http';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { writeSse } from '../guard/http';

type Id = string | number;

/** A POST's SSE answer and the requests it waits for. */
export interface Stream {
  res: ServerResponse;
  /** Open request ids by key; the stream ends when this is empty. */
  ids: Map<string, Id>;
  progress: Set<string>;
  /** Carries a `subscriptions/listen`: long-lived, so no home for unrelated messages. */
  listen: boolean;
}

/** Messages held for a legacy GET stream that is not open yet (bounded: the oldest go). */
const WAITING_KEPT = 100;

/**
 * The open streams of one bridge and which child messages go where. A stream closed by the
 * client before its responses came cancels its requests (`cancel`, the stdio form).
 */
export class StreamSet {
  private readonly byRequest = new Map<string, Stream>();
  private readonly byProgress = new Map<string, Stream>();
  private readonly posts: Stream[] = [];
  private standalone: ServerResponse | undefined;
  private waiting: JSONRPCMessage[] = [];

  constructor(private readonly cancel: (id: Id) => void) {}

  inFlight(key: string): boolean {
    return this.byRequest.has(key);
  }

  open(res: ServerResponse, scope: { id: Id; key: string; method: string; progressKey: string | undefined }): void {
    const stream: Stream = { res, ids: new Map([[scope.key, scope.id]]), progress: new Set(), listen: scope.method === 'subscriptions/listen' };
    this.byRequest.set(scope.key, stream);
    if (scope.progressKey !== undefined) {
      stream.progress.add(scope.progressKey);
      this.byProgress.set(scope.progressKey, stream);
    }
    this.posts.push(stream);
    res.on('close', () => {
      if (!this.posts.includes(stream)) return;
      for (const id of stream.ids.values()) this.cancel(id);
      this.finish(stream);
    });
  }

  /** The legacy GET stream; a newer one replaces the older (a page that reconnected). */
  openStandalone(res: ServerResponse): void {
    this.standalone?.end();
    this.standalone = res;
    res.on('close', () => {
      if (this.standalone === res) this.standalone = undefined;
    });
    const waiting = this.waiting;
    this.waiting = [];
    for (const message of waiting) writeSse(res, 'message', message);
  }

  respond(key: string, message: JSONRPCMessage): void {
    const stream = this.byRequest.get(key);
    if (stream === undefined) return; // its stream was closed and the request cancelled
    writeSse(stream.res, 'message', message);
    this.endRequest(key);
  }

  toProgress(key: string, message: JSONRPCMessage): void {
    const stream = this.byProgress.get(key);
    if (stream === undefined) this.unscoped(message);
    else writeSse(stream.res, 'message', message);
  }

  toRequest(key: string, message: JSONRPCMessage): void {
    const stream = this.byRequest.get(key);
    if (stream === undefined) this.unscoped(message);
    else writeSse(stream.res, 'message', message);
  }

  endRequest(key: string): void {
    const stream = this.byRequest.get(key);
    if (stream === undefined) return;
    this.byRequest.delete(key);
    stream.ids.delete(key);
    if (stream.ids.size === 0) this.finish(stream);
  }

  /** Legacy notifications and server requests: GET stream, else the newest POST stream that is not a listen, else any, else wait. */
  unscoped(message: JSONRPCMessage): void {
    const target = this.standalone ?? this.posts.findLast((s) => !s.listen)?.res ?? this.posts.at(-1)?.res;
    if (target !== undefined) {
      writeSse(target, 'message', message);
      return;
    }
    this.waiting.push(message);
    if (this.waiting.length > WAITING_KEPT) this.waiting.shift();
  }

  fail(key: string, code: number, message: string, data?: unknown): void {
    const stream = this.byRequest.get(key);
    const id = stream?.ids.get(key);
    if (stream === undefined || id === undefined) return;
    writeSse(stream.res, 'message', { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } });
    this.endRequest(key);
  }

  /** Every open request fails with this error and every stream ends (the child exited). */
  failAll(code: number, message: string, data?: unknown): void {
    for (const key of [...this.byRequest.keys()]) this.fail(key, code, message, data);
    this.standalone?.end();
    this.standalone = undefined;
    this.waiting = [];
  }

  private finish(stream: Stream): void {
    const at = this.posts.indexOf(stream);
    if (at !== -1) this.posts.splice(at, 1);
    for (const key of stream.ids.keys()) this.byRequest.delete(key);
    for (const key of stream.progress) this.byProgress.delete(key);
    stream.ids.clear();
    stream.res.end();
  }
}
