import { describe, expect, it } from 'vitest';
import { TrafficLog } from '../../transport/tap/traffic-log';
import { AppCallRefused, createAppServerAccess, ToolRoster } from './app-access';

const TEXT = { content: [{ type: 'text', text: 'ok' }] };

/** A session stand-in that records what would have been sent. */
function fakeSession() {
  const sent: { method: string; params: unknown }[] = [];
  return {
    sent,
    session: {
      traffic: new TrafficLog(),
      request: (request: { method: string; params?: unknown }) => {
        sent.push({ method: request.method, params: request.params });
        return Promise.resolve(request.method === 'resources/read' ? { contents: [] } : TEXT);
      },
    },
  };
}

describe('createAppServerAccess', () => {
  const roster = new ToolRoster();
  roster.set([{ name: 'refresh', _meta: { ui: { visibility: ['app'] } } }, { name: 'secret', _meta: { ui: { visibility: ['model'] } } }]);
  const signal = new AbortController().signal;

  it('sends a call the gate allows, with its arguments', async () => {
    const { sent, session } = fakeSession();
    const access = createAppServerAccess(session, roster.list, 'App: show');
    await expect(access.callTool('refresh', { n: 1 }, signal)).resolves.toEqual(TEXT);
    expect(sent).toEqual([{ method: 'tools/call', params: { name: 'refresh', arguments: { n: 1 } } }]);
  });

  it('refuses a model-only or unknown tool without sending anything', async () => {
    const { sent, session } = fakeSession();
    const access = createAppServerAccess(session, roster.list, 'App: show');
    await expect(access.callTool('secret', {}, signal)).rejects.toBeInstanceOf(AppCallRefused);
    await expect(access.callTool('elsewhere', {}, signal)).rejects.toThrow('lists no tool');
    expect(sent).toEqual([]);
  });

  it('reads the view as an app document', async () => {
    const { session } = fakeSession();
    const access = createAppServerAccess(session, roster.list, 'App: show');
    await expect(access.loadView('ui://v', signal)).resolves.toMatchObject({ ok: false });
  });
});
