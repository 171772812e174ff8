import type { Tool } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { partitionTools } from '../../components/tool-call';
import { listedTool, routeCall, type RouteServer } from './call-routing';
import { offerWorkspaceTools } from './tool-names';

const echo: Tool = { name: 'echo', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true, openWorldHint: false } };
const wipe: Tool = { name: 'wipe', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } };
const A = 'http://a.test/mcp';
const B = 'http://b.test/mcp';

/** Two servers, each a session of its own (a label stands for it here); `gone` holds those that disconnected. */
function workspace(gone: Set<string>) {
  const server = (url: string, tools: Tool[]): RouteServer<string> => ({
    session: () => (gone.has(url) ? undefined : `session of ${url}`),
    entries: partitionTools(tools).usable,
    refresh: () => Promise.resolve(undefined),
  });
  const servers = new Map([
    [A, server(A, [echo])],
    [B, server(B, [echo, wipe])],
  ]);
  const offer = offerWorkspaceTools([
    { id: A, name: 'alpha', tools: [echo] },
    { id: B, name: 'beta', tools: [echo, wipe] },
  ]);
  return { offer, serverOf: (id: string) => servers.get(id) };
}

describe('routeCall', () => {
  it('sends each call to the session of the server its offered name maps back to, with that server’s entry of the tool', () => {
    const { offer, serverOf } = workspace(new Set());
    const onB = routeCall(offer, serverOf, 'beta__echo');
    expect(onB).toMatchObject({ ok: true, session: `session of ${B}`, toolName: 'echo', serverName: 'beta' });
    expect(onB.ok && onB.entry?.tool).toBe(echo);
    expect(routeCall(offer, serverOf, 'alpha__echo')).toMatchObject({ ok: true, session: `session of ${A}`, toolName: 'echo' });
    expect(routeCall(offer, serverOf, 'wipe')).toMatchObject({ ok: true, session: `session of ${B}`, toolName: 'wipe' });
    // The policy reads the same server's listing: B's wipe is destructive.
    expect(listedTool(offer, serverOf, 'wipe')?.tool).toBe(wipe);
  });

  it('makes no call to a server that left, and says so; a name never offered is said too', () => {
    const gone = new Set([B]);
    const { offer, serverOf } = workspace(gone);
    expect(routeCall(offer, serverOf, 'beta__echo')).toEqual({ ok: false, error: `The server beta (${B}) is no longer connected, so echo was not called.` });
    expect(routeCall(offer, serverOf, 'alpha__echo')).toMatchObject({ ok: true, session: `session of ${A}` });
    expect(routeCall(offer, serverOf, 'echo')).toEqual({ ok: false, error: 'No offered tool is named echo.' });
    expect(listedTool(offer, () => undefined, 'wipe')).toBeUndefined();
  });
});
