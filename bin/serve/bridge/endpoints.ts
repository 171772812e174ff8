import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Bridge } from './bridge';
import { openSse, sendJson, writeSse } from '../guard/http';
import type { BridgedServer } from './types';

export const BRIDGE_PREFIX = '/.mcp-console/';

export type BridgeRoute = { kind: 'servers' } | { kind: 'proxy' } | { kind: 'mcp' | 'events' | 'restart'; id: string } | { kind: 'unknown' };

/** The bridge's URL space (0031 "The HTTP face"); ids are percent-decoded, never interpreted further. */
export function routeBridgePath(pathname: string): BridgeRoute {
  if (pathname === `${BRIDGE_PREFIX}servers`) return { kind: 'servers' };
  if (pathname === `${BRIDGE_PREFIX}proxy`) return { kind: 'proxy' };
  const match = /^\/\.mcp-console\/bridge\/([^/]+)\/(mcp|events|restart)$/.exec(pathname);
  if (match === null) return { kind: 'unknown' };
  const [, rawId = '', kind = 'mcp'] = match;
  let id: string;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    return { kind: 'unknown' };
  }
  return kind === 'events' || kind === 'restart' ? { kind, id } : { kind: 'mcp', id };
}

export function commandLine(command: string, args: readonly string[]): string {
  return [command, ...args].map((part) => (part === '' || /[\s"'\\]/.test(part) ? JSON.stringify(part) : part)).join(' ');
}

/** A bridged command line as anyone but the child sees it: with its expanded secrets masked. */
export function shownCommandLine(spec: { command: string; args: readonly string[]; shown?: { command: string; args: readonly string[] } }): string {
  const { command, args } = spec.shown ?? spec;
  return commandLine(command, args);
}

export function sendServers(req: IncomingMessage, res: ServerResponse, servers: (origin: string) => BridgedServer[], start: { open: string | undefined; connectAll: boolean }): void {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    sendJson(res, 405, { error: 'GET only' });
    return;
  }
  // URLs on the page's own origin (127.0.0.1 or localhost): any other would be cross-origin to it.
  const origin = `http://${req.headers.host ?? ''}`;
  const { open, connectAll } = start;
  sendJson(res, 200, { servers: servers(origin), ...(open === undefined ? {} : { open }), ...(connectAll ? { connectAll } : {}) });
}

/** `state` and `output` events: the current state and the kept lines first, then as they come. */
export function streamEvents(req: IncomingMessage, res: ServerResponse, bridge: Bridge): void {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    sendJson(res, 405, { error: 'GET only' });
    return;
  }
  openSse(res);
  writeSse(res, 'state', bridge.state());
  for (const line of bridge.outputLines()) writeSse(res, 'output', line);
  const offState = bridge.onState((state) => writeSse(res, 'state', state));
  const offOutput = bridge.log.subscribe((line) => writeSse(res, 'output', line));
  res.on('close', () => {
    offState();
    offOutput();
  });
}

export async function restartBridge(req: IncomingMessage, res: ServerResponse, bridge: Bridge): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendJson(res, 405, { error: 'POST only' });
    return;
  }
  try {
    sendJson(res, 200, await bridge.restart());
  } catch (error) {
    sendJson(res, 503, { error: error instanceof Error ? error.message : String(error), state: bridge.state() });
  }
}
