import { describe, expect, it } from 'vitest';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { buildSessionFile } from './build';
import { toHar } from './har';
import { parseSessionFile } from './schema';

const STAGING = 'http://127.0.0.1:4001/mcp';
const PROD = 'http://127.0.0.1:4002/mcp';

/** A workspace's one log: an exchange of each server's session, and one the page made itself (untagged). */
function workspaceTraffic() {
  const log = new TrafficLog({ schedule: () => undefined });
  const begin = (url: string, server: string | undefined) => log.beginExchange({ method: 'POST', url, headers: [], body: undefined, ...(server === undefined ? {} : { server }) });
  begin(STAGING, STAGING);
  begin(PROD, PROD);
  begin(STAGING, undefined);
  return log.getSnapshot();
}

const exportOf = (traffic: ReturnType<typeof workspaceTraffic>) =>
  buildSessionFile({ url: STAGING, negotiation: undefined, description: undefined, traffic, now: new Date(0), workspace: [STAGING, PROD] });

function parsed(json: unknown) {
  const result = parseSessionFile(JSON.stringify(json));
  if (!result.ok) throw new Error(result.error);
  return result.file;
}

describe('each exchange keeps the server whose session made it', () => {
  it('through an export and an import, so an imported workspace session still names and filters by server', () => {
    const file = exportOf(workspaceTraffic());
    expect(file.exchanges.map((e) => e.server)).toEqual([STAGING, PROD, undefined]);
    // The page's own request is the active server's, as the live active view shows it.
    expect(parsed(file).exchanges.map((e) => e.server)).toEqual([STAGING, PROD, STAGING]);
  });

  it('gives a file written before exports kept tags the server each exchange was sent to, else the recorded active one', () => {
    const file = exportOf(workspaceTraffic());
    const untagged = file.exchanges.map((e) => ({ ...e, server: undefined }));
    expect(parsed({ ...file, exchanges: untagged }).exchanges.map((e) => e.server)).toEqual([STAGING, PROD, STAGING]);
    // One server only (no workspace recorded): everything is the recorded server's.
    const other = untagged.map((e) => ({ ...e, request: { ...e.request, url: 'http://127.0.0.1:4003/mcp' } }));
    expect(parsed({ ...file, workspace: undefined, exchanges: other }).exchanges.map((e) => e.server)).toEqual([STAGING, STAGING, STAGING]);
  });

  it('HAR carries the tag as the custom field _server, left out where there is none', () => {
    const har = toHar(workspaceTraffic().exchanges, '0.0.0');
    expect(har.log.entries.map((entry) => entry._server)).toEqual([STAGING, PROD, undefined]);
    expect(Object.hasOwn(har.log.entries[2] ?? {}, '_server')).toBe(false);
  });
});
