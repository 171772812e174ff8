import { fileURLToPath } from 'node:url';
import { startStandaloneBridge, type StdioSpec } from '../../bin/serve/host';

export const STDIO_FIXTURE = fileURLToPath(new URL('../../e2e/fixtures/stdio-server.ts', import.meta.url));
export const EVERYTHING_ENTRY = fileURLToPath(new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url));

export const fixtureSpec = (id = 'fixture'): StdioSpec => ({ id, name: 'stdio: stdio-server.ts', command: process.execPath, args: ['--import', 'tsx', STDIO_FIXTURE] });
export const everythingSpec = (id = 'everything'): StdioSpec => ({ id, name: 'stdio: server-everything', command: process.execPath, args: [EVERYTHING_ENTRY, 'stdio'] });

/** A started bridge whose terminal echo is collected instead of printed. */
export async function startBridge(spec: StdioSpec): Promise<Awaited<ReturnType<typeof startStandaloneBridge>> & { echoed: string[] }> {
  const echoed: string[] = [];
  const started = await startStandaloneBridge(spec, { echo: (line) => echoed.push(line) });
  return { ...started, echoed };
}

/** Whether a process (or, with a negative pid, a process group) still exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export const MODERN_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'bridge-test', version: '1.0.0' },
};

/** POSTs one JSON-RPC message to a bridge endpoint. */
export function post(url: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) });
}

/** The JSON-RPC messages of a finished SSE answer. */
export async function sseMessages(response: Response): Promise<unknown[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .map((event) => event.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => line !== undefined)
    .map((line): unknown => JSON.parse(line.slice('data: '.length)));
}
