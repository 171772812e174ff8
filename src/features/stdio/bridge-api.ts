import { BRIDGE_PREFIX } from './bridge-fetch';
import type { BridgeListing, ProcessState } from './bridge-schemas';

export type { BridgedServer, BridgeListing, HttpBridgedServer, OutputLine, ProcessExit, ProcessState, StdioBridgedServer } from './bridge-schemas';

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `GET /.mcp-console/servers` through the bridge fetch (which adds the secret). */
export async function loadBridgedServers(fetchImpl: typeof fetch, consoleOrigin: string): Promise<BridgeListing> {
  let response: Response;
  try {
    response = await fetchImpl(new URL(`${BRIDGE_PREFIX}servers`, consoleOrigin).href, { headers: { accept: 'application/json' } });
  } catch (error) {
    return { kind: 'error', message: `The console's local server did not answer: ${message(error)}` };
  }
  if (response.status === 401) return { kind: 'unauthorized' };
  if (!response.ok) return response.status === 404 ? { kind: 'absent' } : { kind: 'error', message: `The bridge answered HTTP ${response.status}.` };
  try {
    const json: unknown = await response.json();
    const { parseListing } = await import('./bridge-schemas');
    return parseListing(json, consoleOrigin);
  } catch {
    return { kind: 'absent' };
  }
}

export function bridgePath(id: string, leaf: 'events' | 'restart' | 'mcp'): string {
  return `${BRIDGE_PREFIX}bridge/${encodeURIComponent(id)}/${leaf}`;
}

/** `POST …/restart`: answers the new process state, or throws with what went wrong. */
export async function restartBridge(fetchImpl: typeof fetch, consoleOrigin: string, id: string): Promise<ProcessState> {
  const response = await fetchImpl(new URL(bridgePath(id, 'restart'), consoleOrigin).href, { method: 'POST' });
  if (!response.ok) throw new Error(`The bridge refused the restart: HTTP ${response.status}.`);
  const json: unknown = await response.json().catch(() => undefined);
  const { processStateSchema } = await import('./bridge-schemas');
  const parsed = processStateSchema.safeParse(json);
  if (!parsed.success) throw new Error('The bridge answered the restart with something that is not a process state.');
  return parsed.data;
}
