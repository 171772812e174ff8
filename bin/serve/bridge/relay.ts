import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import type { ProcessState } from './child';
import { decodeLine } from './framing';
import { BodyTooLarge, openSse, readBody, sendRpcError } from '../guard/http';
import { requestScope, routeOf } from './routing';
import { StreamSet } from './streams';

/** What the relay needs of the child process. */
export interface RelayChild {
  send(message: JSONRPCMessage): boolean;
  state(): ProcessState;
  /** Starts a lazy child on its first request; resolves at once when it runs. */
  ensureStarted(): Promise<void>;
}

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
/** The code the SDK's HTTP transports use for transport-level refusals. */
const SERVER_ERROR = -32000;

/** Why the child is not there, as a 503's JSON-RPC error states it. */
export function exitDescription(state: ProcessState): { message: string; data: unknown } {
  const exit = state.exit;
  if (exit === null) return { message: 'The stdio server is not running (it has not started)', data: { running: false } };
  const how = exit.signal === null ? `exited with code ${String(exit.code)}` : `was ended by ${exit.signal}`;
  const tail = exit.lastLines.length === 0 ? '' : `; last stderr lines:\n${exit.lastLines.join('\n')}`;
  return { message: `The stdio server ${how}${tail}`, data: { exit } };
}

/**
 * The Streamable HTTP face of one stdio child (0031 "Relaying frames"): each POST's requests
 * get an SSE stream carrying the child's messages addressed to them; the rest go to the legacy
 * GET stream. Frames pass unchanged; legacy session ids are minted per child generation.
 */
export class Relay {
  private readonly streams: StreamSet;
  /** Session ids minted by `initialize` during the current child generation. */
  private readonly sessions = new Set<string>();

  constructor(private readonly child: RelayChild) {
    this.streams = new StreamSet((id) => this.child.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'The console closed the request’s stream' } }));
  }

  fromChild(message: JSONRPCMessage): void {
    const route = routeOf(message);
    if (route.kind === 'response') this.streams.respond(route.key, message);
    else if (route.kind === 'progress') this.streams.toProgress(route.key, message);
    else if (route.kind === 'subscription') this.streams.toRequest(route.key, message);
    else if (route.kind === 'server-cancel') this.streams.endRequest(route.key);
    else this.streams.unscoped(message);
  }

  /** The child exited: its generation's requests fail, its streams end, its session ids die. */
  childExited(state: ProcessState): void {
    const { message, data } = exitDescription(state);
    this.streams.failAll(SERVER_ERROR, message, data);
    this.sessions.clear();
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'POST') await this.post(req, res);
    else if (req.method === 'GET') await this.get(req, res);
    else if (req.method === 'DELETE') this.delete(req, res);
    else {
      res.setHeader('Allow', 'GET, POST, DELETE');
      sendRpcError(res, 405, SERVER_ERROR, `${req.method ?? 'This method'} is not supported here`);
    }
  }

  /** 503 while the child is down (a lazy child is started first), 404 for a session of an older generation. */
  private async refused(req: IncomingMessage, res: ServerResponse, id: string | number | null): Promise<boolean> {
    try {
      await this.child.ensureStarted();
    } catch (error) {
      sendRpcError(res, 503, SERVER_ERROR, error instanceof Error ? error.message : String(error), id);
      return true;
    }
    const state = this.child.state();
    if (!state.running) {
      const { message, data } = exitDescription(state);
      sendRpcError(res, 503, SERVER_ERROR, message, id, data);
      return true;
    }
    const session = req.headers['mcp-session-id'];
    if (typeof session === 'string' && !this.sessions.has(session)) {
      sendRpcError(res, 404, SERVER_ERROR, 'Session not found: the stdio server restarted since it was created', id);
      return true;
    }
    return false;
  }

  private async post(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: string;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) sendRpcError(res, 413, INVALID_REQUEST, error.message);
      return;
    }
    if (/^\s*\[/.test(body)) {
      sendRpcError(res, 400, INVALID_REQUEST, 'JSON-RPC batches are not supported by the stdio bridge: send one message per POST');
      return;
    }
    const decoded = decodeLine(body);
    if (!('message' in decoded)) {
      const notJson = decoded.reason === 'not-json';
      sendRpcError(res, 400, notJson ? PARSE_ERROR : INVALID_REQUEST, notJson ? 'Parse error: the body is not JSON' : 'Invalid Request: the body is not a JSON-RPC message');
      return;
    }
    const message = decoded.message;
    const scope = requestScope(message);
    if (await this.refused(req, res, scope?.id ?? null)) return;
    if (scope === undefined) {
      this.child.send(message);
      res.writeHead(202).end();
      return;
    }
    if (this.streams.inFlight(scope.key)) {
      sendRpcError(res, 409, INVALID_REQUEST, `A request with id ${JSON.stringify(scope.id)} is already in flight on this server`, scope.id);
      return;
    }
    const headers: Record<string, string> = {};
    if (scope.method === 'initialize') {
      const session = randomUUID();
      this.sessions.add(session);
      headers['Mcp-Session-Id'] = session;
    }
    openSse(res, headers);
    this.streams.open(res, scope);
    if (!this.child.send(message)) this.streams.fail(scope.key, SERVER_ERROR, 'The stdio server stopped before the request could be written');
  }

  private async get(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (await this.refused(req, res, null)) return;
    openSse(res);
    this.streams.openStandalone(res);
  }

  private delete(req: IncomingMessage, res: ServerResponse): void {
    const session = req.headers['mcp-session-id'];
    if (typeof session !== 'string') sendRpcError(res, 400, SERVER_ERROR, 'DELETE needs an Mcp-Session-Id header');
    else if (!this.sessions.delete(session)) sendRpcError(res, 404, SERVER_ERROR, 'Session not found');
    else res.writeHead(200).end();
  }
}

