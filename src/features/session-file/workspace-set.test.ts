import { describe, expect, it } from 'vitest';
import { FakeSession } from '../../hooks/session/fake-session.test-util';
import { SessionManager } from '../../hooks/session/session-manager';
import { managerUrl, Workspace } from '../../hooks/session/workspace';
import { buildSessionFile } from '../../recording/session-file/build';
import { parseSessionFile } from '../../recording/session-file/schema';
import { parseDeepLink } from '../../lib/urls/deep-link';
import { buildPermalink } from '../../lib/urls/permalink';
import { serversToRestore, workspaceUrls } from './workspace-set';

const A = 'http://127.0.0.1:4450/mcp';
const B = 'http://127.0.0.1:4451/mcp';
const C = 'https://staging.example/mcp';

function newWorkspace() {
  const createManager = () => new SessionManager<FakeSession>({ createSession: (input) => new FakeSession(input) });
  return new Workspace({ primary: createManager(), createManager });
}

const target = (url: string) => ({ url, headers: {}, secretHeaders: [] });
const activeUrl = (workspace: Workspace<FakeSession>) => managerUrl(workspace.getSnapshot().active.getSnapshot().status);

/** Three servers connected, the second one made active. */
async function threeServers(): Promise<Workspace<FakeSession>> {
  const workspace = newWorkspace();
  for (const url of [A, B, C]) await workspace.connect(target(url));
  const second = workspace.managerFor(B);
  if (second === undefined) throw new Error('B is not connected');
  workspace.activate(second);
  return workspace;
}

function fileOf(active: string, workspace: readonly string[]) {
  const traffic = { exchanges: [], frames: [] };
  const text = JSON.stringify(buildSessionFile({ url: active, negotiation: undefined, description: undefined, traffic, now: new Date(0), workspace }));
  const parsed = parseSessionFile(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.file;
}

describe('the workspace in permalinks and session files', () => {
  it('a permalink carries every connected server, the active one first, and opening it connects the same set', async () => {
    const workspace = await threeServers();
    const link = buildPermalink('http://console.test/?server=x&panel=qa', { server: activeUrl(workspace), others: workspaceUrls(workspace.getSnapshot()), panel: 'tools' });
    const opened = parseDeepLink(new URL(link).search);
    expect(opened.server).toBe(B);
    expect(opened.servers).toEqual([B, A, C]);
  });

  it('an exported file records every connected server and the active one, and importing it restores that set', async () => {
    const workspace = await threeServers();
    const file = fileOf(B, workspaceUrls(workspace.getSnapshot()));
    expect(file.workspace).toEqual({ active: B, servers: [A, B, C] });

    const { active, others } = serversToRestore(file);
    const restored = newWorkspace();
    await restored.connect(target(active));
    await Promise.all(others.map((url) => restored.connect(target(url), { activate: false })));
    expect(activeUrl(restored)).toBe(B);
    expect(workspaceUrls(restored.getSnapshot()).sort()).toEqual([A, B, C].sort());
  });

  it('a session of one server writes no workspace, and a file without one restores that server alone', () => {
    const file = fileOf(A, [A]);
    expect(file.workspace).toBeUndefined();
    expect(serversToRestore(file)).toEqual({ active: A, others: [] });
  });

  it('refuses a file whose workspace lists more servers than the console keeps live', () => {
    const servers = Array.from({ length: 9 }, (_, i) => `http://127.0.0.1:${5000 + i}/mcp`);
    const file = buildSessionFile({ url: A, negotiation: undefined, description: undefined, traffic: { exchanges: [], frames: [] }, now: new Date(0) });
    const parsed = parseSessionFile(JSON.stringify({ ...file, workspace: { active: A, servers } }));
    expect(parsed.ok).toBe(false);
  });
});
