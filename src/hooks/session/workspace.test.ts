import { describe, expect, it } from 'vitest';
import { FakeSession } from './fake-session.test-util';
import { SessionManager } from './session-manager';
import { managerUrl, Workspace } from './workspace';

function setup(max?: number) {
  const sessions: FakeSession[] = [];
  const createManager = () =>
    new SessionManager<FakeSession>({
      createSession: (input) => {
        const session = new FakeSession(input);
        sessions.push(session);
        return session;
      },
    });
  const workspace = new Workspace({ primary: createManager(), createManager, ...(max === undefined ? {} : { max }) });
  const target = (url: string) => ({ url, headers: {}, secretHeaders: [] });
  const urls = () => workspace.getSnapshot().entries.map((e) => managerUrl(e.manager.getSnapshot().status));
  const activeUrl = () => managerUrl(workspace.getSnapshot().active.getSnapshot().status);
  return { workspace, sessions, target, urls, activeUrl };
}

describe('Workspace', () => {
  it('adds another server beside the connected one and makes it active, leaving the first connected', async () => {
    const { workspace, sessions, target, urls, activeUrl } = setup();
    await workspace.connect(target('http://a/mcp'));
    await workspace.connect(target('http://b/mcp'));
    expect(urls()).toEqual(['http://a/mcp', 'http://b/mcp']);
    expect(activeUrl()).toBe('http://b/mcp');
    expect(sessions.map((s) => s.closed)).toEqual([false, false]);
    expect(sessions.map((s) => s.status.getSnapshot().state)).toEqual(['connected', 'connected']);
  });

  it('connects in the background without changing the active server, even before the first one says "connecting"', async () => {
    const { workspace, target, urls, activeUrl } = setup();
    const first = workspace.connect(target('http://a/mcp'));
    const second = workspace.connect(target('http://b/mcp'), { activate: false });
    await Promise.all([first, second]);
    expect(urls()).toEqual(['http://a/mcp', 'http://b/mcp']);
    expect(activeUrl()).toBe('http://a/mcp');
  });

  it('reconnects the same server on its own manager instead of adding it twice', async () => {
    const { workspace, sessions, target, urls } = setup();
    await workspace.connect(target('http://a/mcp'));
    await workspace.connect(target('http://b/mcp'));
    await workspace.connect(target('http://a/mcp'));
    expect(urls()).toEqual(['http://a/mcp', 'http://b/mcp']);
    expect(sessions.map((s) => s.closed)).toEqual([true, false, false]);
  });

  it('switching keeps every session: making one active closes nothing', async () => {
    const { workspace, sessions, target, activeUrl } = setup();
    await workspace.connect(target('http://a/mcp'));
    await workspace.connect(target('http://b/mcp'));
    const [a] = workspace.getSnapshot().entries;
    if (a === undefined) throw new Error('no first entry');
    workspace.activate(a.manager);
    expect(activeUrl()).toBe('http://a/mcp');
    expect(sessions.some((s) => s.closed)).toBe(false);
  });

  it('disconnects one server: it leaves the list, and the first of the rest becomes active', async () => {
    const { workspace, sessions, target, urls, activeUrl } = setup();
    await workspace.connect(target('http://a/mcp'));
    await workspace.connect(target('http://b/mcp'));
    await workspace.disconnect(workspace.getSnapshot().active);
    expect(urls()).toEqual(['http://a/mcp']);
    expect(activeUrl()).toBe('http://a/mcp');
    expect(sessions.map((s) => s.closed)).toEqual([false, true]);
  });

  it('keeps the last server listed as disconnected, as a single connection always showed', async () => {
    const { workspace, target, urls } = setup();
    await workspace.connect(target('http://a/mcp'));
    await workspace.disconnect(workspace.getSnapshot().active);
    expect(urls()).toEqual(['http://a/mcp']);
    expect(workspace.getSnapshot().active.getSnapshot().status.state).toBe('closed');
  });

  it('holds at most the limit of live servers: one more replaces the active one', async () => {
    const { workspace, target, urls, activeUrl } = setup(2);
    await workspace.connect(target('http://a/mcp'));
    await workspace.connect(target('http://b/mcp'));
    await workspace.connect(target('http://c/mcp'));
    expect(urls()).toEqual(['http://a/mcp', 'http://c/mcp']);
    expect(activeUrl()).toBe('http://c/mcp');
  });

  it('counts notifications of a server in the background until it is made active', async () => {
    const { workspace, target } = setup();
    await workspace.connect(target('http://a/mcp'));
    await workspace.connect(target('http://b/mcp'));
    const [a, b] = workspace.getSnapshot().entries;
    if (a === undefined || b === undefined) throw new Error('two entries expected');
    workspace.countNotification(a.manager);
    workspace.countNotification(a.manager);
    workspace.countNotification(b.manager);
    expect(workspace.getSnapshot().entries.map((e) => e.unread)).toEqual([2, 0]);
    workspace.activate(a.manager);
    expect(workspace.getSnapshot().entries.map((e) => e.unread)).toEqual([0, 0]);
  });

  it('runs per-server wiring for the servers there and each that joins later', async () => {
    const { workspace, target } = setup();
    const wired: unknown[] = [];
    workspace.forEachManager((m) => wired.push(m));
    await workspace.connect(target('http://a/mcp'));
    await workspace.connect(target('http://b/mcp'));
    expect(wired).toEqual(workspace.getSnapshot().entries.map((e) => e.manager));
    expect(wired).toHaveLength(2);
  });
});
