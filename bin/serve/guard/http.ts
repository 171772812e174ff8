import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request body larger than this is refused (413): no MCP frame a console sends comes close. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

export class BodyTooLarge extends Error {}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge(`The request body is over ${MAX_BODY_BYTES} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** A JSON-RPC error as an HTTP answer, the way Streamable HTTP servers refuse a request. */
export function sendRpcError(res: ServerResponse, status: number, code: number, message: string, id: string | number | null = null, data?: unknown): void {
  sendJson(res, status, { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } });
}

/** Starts a `text/event-stream` answer; headers go out at once so the client sees the stream open. */
export function openSse(res: ServerResponse, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no', ...headers });
  res.flushHeaders();
}

/** One SSE event, framed as the SDK's servers frame theirs. */
export function writeSse(res: ServerResponse, event: string, data: unknown): void {
  if (!res.writableEnded && !res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
