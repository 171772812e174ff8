import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK_URI } from './content/live.js';
import { base64ToBytes, utf8Bytes } from './content/encoding.js';
import { startDemoHttpServer, type RunningServer } from './http.js';
import { connectClient, recordingFetch, resultOf, type WireExchange } from './test-support.node.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let server: RunningServer;
let client: Client;
let exchanges: WireExchange[];

beforeAll(async () => {
  server = await startDemoHttpServer({ port: 0, intervalMs: 40 });
  const recorder = recordingFetch(fetch);
  exchanges = recorder.exchanges;
  client = await connectClient(server.url, recorder.fetch, {
    audience: 'developers',
    tone: 'terse',
    mentionBreakingChanges: true,
  });
});

afterAll(async () => {
  await client.close();
  await server.close();
});

function lastResult(method: string): Record<string, unknown> | undefined {
  return resultOf(exchanges.filter((exchange) => exchange.method === method).at(-1));
}

describe('demo server over HTTP', () => {
  it('binds to loopback and negotiates the modern revision', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect(client.getServerVersion()).toMatchObject({ name: 'mcp-console-demo', title: 'MCP Console demo server' });
    expect(client.getInstructions()).toContain('demo://live/clock.json');
  });

  it('lists at least 40 resources over several pages and URI levels', async () => {
    const first = await client.request({ method: 'resources/list', params: {} });
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = await client.listResources(undefined, { cacheMode: 'bypass' });
    expect(all.resources.length).toBeGreaterThanOrEqual(40);
    const depths = new Set(all.resources.map((resource) => resource.uri.split('/').length));
    expect(depths.size).toBeGreaterThanOrEqual(4);
    expect(all.resources.some((resource) => resource.uri.startsWith('urn:'))).toBe(true);
    const icons = all.resources.flatMap((resource) => resource.icons ?? []);
    expect(new Set(icons.map((icon) => icon.theme))).toEqual(new Set(['light', 'dark']));
  });

  it('rejects an invalid cursor with -32602', async () => {
    await expect(client.request({ method: 'resources/list', params: { cursor: 'bogus' } })).rejects.toMatchObject({
      code: -32602,
    });
  });

  it('serves every resource with the advertised size and real media bytes', async () => {
    const { resources } = await client.listResources(undefined, { cacheMode: 'bypass' });
    for (const resource of resources) {
      const { contents } = await client.readResource({ uri: resource.uri }, { cacheMode: 'bypass' });
      const content = contents[0];
      if (content === undefined) throw new Error(`no contents for ${resource.uri}`);
      const bytes = 'blob' in content ? base64ToBytes(content.blob) : utf8Bytes(content.text);
      expect({ uri: resource.uri, size: bytes.byteLength }).toEqual({ uri: resource.uri, size: resource.size });
      expect(content.mimeType).toBe(resource.mimeType);
      if (resource.uri.endsWith('.png')) expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
      if (resource.uri.endsWith('.wav')) {
        expect(String.fromCharCode(...bytes.slice(0, 4), ...bytes.slice(8, 12))).toBe('RIFFWAVE');
      }
    }
  });

  it('puts the configured cache hints on the wire', async () => {
    await client.readResource({ uri: 'demo://docs/guide/getting-started.md' }, { cacheMode: 'bypass' });
    expect(lastResult('resources/read')).toMatchObject({ ttlMs: 3_600_000, cacheScope: 'public' });
    await client.readResource({ uri: 'demo://data/users.json' }, { cacheMode: 'bypass' });
    expect(lastResult('resources/read')).toMatchObject({ ttlMs: 5_000, cacheScope: 'private' });
    await client.request({ method: 'resources/list', params: {} });
    expect(lastResult('resources/list')).toMatchObject({ ttlMs: 60_000, cacheScope: 'public' });
    await client.listPrompts(undefined, { cacheMode: 'bypass' });
    expect(lastResult('prompts/list')).toMatchObject({ ttlMs: 300_000, cacheScope: 'public' });
    expect(lastResult('server/discover')).toMatchObject({ ttlMs: 3_600_000, cacheScope: 'public' });
    await client.readResource({ uri: 'demo://users/ada/profile' }, { cacheMode: 'bypass' });
    expect(lastResult('resources/read')).toMatchObject({ ttlMs: 5_000, cacheScope: 'private' });
  });

  it('completes template variables, narrowing repo by the chosen owner', async () => {
    const users = await client.complete({
      ref: { type: 'ref/resource', uri: 'demo://users/{userId}/profile' },
      argument: { name: 'userId', value: 'a' },
    });
    expect(users.completion.values).toEqual(['ada', 'alan']);
    const repoRef = { type: 'ref/resource', uri: 'demo://repos/{owner}/{repo}/readme' } as const;
    const contoso = await client.complete({
      ref: repoRef,
      argument: { name: 'repo', value: 'p' },
      context: { arguments: { owner: 'contoso' } },
    });
    expect(contoso.completion.values).toEqual(['payments', 'portal']);
    const acme = await client.complete({
      ref: repoRef,
      argument: { name: 'repo', value: '' },
      context: { arguments: { owner: 'acme' } },
    });
    expect(acme.completion.values).toEqual(['anvil', 'rocket-skates', 'widgets']);
    const readme = await client.readResource({ uri: 'demo://repos/acme/anvil/readme' });
    expect(readme.contents[0]).toMatchObject({ mimeType: 'text/markdown' });
    await expect(client.readResource({ uri: 'demo://repos/acme/portal/readme' })).rejects.toMatchObject({ code: -32602 });
  });

  it('serves prompts with completion, embedded resource, image and input_required', async () => {
    const framework = await client.complete({
      ref: { type: 'ref/prompt', name: 'code-review' },
      argument: { name: 'framework', value: 'f' },
      context: { arguments: { language: 'python' } },
    });
    expect(framework.completion.values).toEqual(['fastapi', 'flask']);
    const summary = await client.getPrompt({
      name: 'summarize-document',
      arguments: { uri: 'demo://docs/guide/concepts/caching.md' },
    });
    expect(summary.messages[0]?.content).toMatchObject({ type: 'resource', resource: { mimeType: 'text/markdown' } });
    const logo = await client.getPrompt({ name: 'describe-logo' });
    expect(logo.messages[0]?.content).toMatchObject({ type: 'image', mimeType: 'image/png' });
    const notes = await client.getPrompt({ name: 'release-notes', arguments: { version: '2.0.0' } });
    const rounds = exchanges.filter((exchange) => exchange.method === 'prompts/get').map((e) => resultOf(e)?.resultType);
    expect(rounds.slice(-2)).toEqual(['input_required', 'complete']);
    const draft = notes.messages[0]?.content;
    expect(draft?.type === 'text' ? draft.text : '').toContain('terse release notes for version 2.0.0, written for developers');
  });

  it('answers find-resources with resource links', async () => {
    const tools = await client.listTools();
    expect(tools.tools.find((tool) => tool.name === 'echo')?.annotations?.readOnlyHint).toBe(true);
    const result = await client.callTool({ name: 'find-resources', arguments: { query: 'logo' } });
    expect(result.content).toContainEqual(
      expect.objectContaining({ type: 'resource_link', uri: 'demo://media/logo.png', mimeType: 'image/png' }),
    );
    const sum = await client.callTool({ name: 'add', arguments: { a: 2, b: 40 } });
    expect(sum.structuredContent).toEqual({ sum: 42 });
  });

  it('notifies listen subscribers when the live clock ticks', async () => {
    const updates: string[] = [];
    client.setNotificationHandler('notifications/resources/updated', (notification) => {
      updates.push(notification.params.uri);
    });
    const subscription = await client.listen({ resourceSubscriptions: [CLOCK_URI] });
    expect(subscription.honoredFilter.resourceSubscriptions).toEqual([CLOCK_URI]);
    await vi.waitFor(() => expect(updates).toContain(CLOCK_URI), { timeout: 3_000, interval: 20 });
    await subscription.close();
  });
});
