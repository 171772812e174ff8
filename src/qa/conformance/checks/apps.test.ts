import { describe, expect, it } from 'vitest';
import { createTappedFetch } from '../../../protocol';
import { TrafficLog } from '../../../protocol';
import { runChecks } from '../run-checks';
import { isRecord } from '../values';
import { appChecks } from './apps';

const APP = 'text/html;profile=mcp-app';

/** A stand-in server: `tools/list` answers `tools`, `resources/read` answers from `views`. */
function server(tools: unknown[], views: Record<string, unknown>): typeof fetch {
  return (_input, init) => {
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    const message = isRecord(body) ? body : {};
    const params = isRecord(message.params) ? message.params : {};
    const id = message.id ?? null;
    if (message.method === 'tools/list') return Promise.resolve(Response.json({ jsonrpc: '2.0', id, result: { tools } }));
    const view = views[String(params.uri)];
    if (message.method === 'resources/read' && view !== undefined) return Promise.resolve(Response.json({ jsonrpc: '2.0', id, result: view }));
    return Promise.resolve(Response.json({ jsonrpc: '2.0', id, error: { code: -32602, message: 'Unknown resource' } }));
  };
}

async function statuses(fetchFn: typeof fetch) {
  const traffic = new TrafficLog();
  const report = await runChecks(
    {
      url: 'http://127.0.0.1:4530/mcp',
      era: 'modern',
      protocolVersion: '2026-07-28',
      environment: 'node',
      capabilities: { tools: {} },
      fetch: createTappedFetch(fetchFn, traffic, { secretHeaders: [] }),
      traffic,
      headers: {},
      sessionId: () => undefined,
      timeoutMs: 2_000,
    },
    { checks: appChecks },
  );
  return Object.fromEntries(report.results.map((r) => [r.id, `${r.status}: ${r.message}`]));
}

const input = { type: 'object' };

describe('apps checks', () => {
  it('pass on a readable view with valid visibility and origin CSP entries', async () => {
    const tools = [{ name: 'show', inputSchema: input, _meta: { ui: { resourceUri: 'ui://v', visibility: ['model', 'app'] } } }];
    const views = { 'ui://v': { contents: [{ uri: 'ui://v', mimeType: APP, text: '<p>hi</p>', _meta: { ui: { csp: { connectDomains: ['https://api.example.com'] } } } }] } };
    const result = await statuses(server(tools, views));
    expect(result['apps.view-resource']).toMatch(/^pass/);
    expect(result['apps.visibility']).toMatch(/^pass/);
    expect(result['apps.csp-origins']).toMatch(/^pass/);
  });

  it('fail on a wrong mime type, an unknown visibility and a CSP entry with a path', async () => {
    const tools = [
      { name: 'show', inputSchema: input, _meta: { ui: { resourceUri: 'ui://v', visibility: ['user'] } } },
      { name: 'other', inputSchema: input, _meta: { ui: { resourceUri: 'ui://w' } } },
    ];
    const views = {
      'ui://v': { contents: [{ uri: 'ui://v', mimeType: 'text/html', text: '<p>hi</p>' }] },
      'ui://w': { contents: [{ uri: 'ui://w', mimeType: APP, text: '<p>w</p>', _meta: { ui: { csp: { resourceDomains: ['https://cdn.example.com/lib'] } } } }] },
    };
    const result = await statuses(server(tools, views));
    expect(result['apps.view-resource']).toContain(`fail: show: ui://v has no content of type ${APP}. The spec: "`);
    expect(result['apps.visibility']).toContain('fail: show: unknown visibility "user". The spec: "');
    expect(result['apps.csp-origins']).toContain('ui://w resourceDomains: "https://cdn.example.com/lib"');
  });

  it('are not applicable when no tool has a view', async () => {
    const result = await statuses(server([{ name: 'plain', inputSchema: input }], {}));
    expect(result['apps.view-resource']).toMatch(/^n\/a/);
    expect(result['apps.visibility']).toMatch(/^n\/a/);
  });
});
