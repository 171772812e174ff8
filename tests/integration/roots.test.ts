import { specTypeSchemas } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverything } from '../../e2e/fixtures/everything';
import { McpSession } from '../../src/protocol';
import { RootsStore } from '../../src/protocol/client-features/roots';

// Unmodified server-everything (2025-11-25) registers get-roots-list only for a client that
// declares roots, asks roots/list once per session, and asks again on roots/list_changed.
let everything: { url: string; close(): Promise<void> };
let session: McpSession;
const data = new Map<string, string>();
const roots = new RootsStore({ getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) });

async function rootsTheServerKnows(): Promise<string> {
  const result = await session.request({ method: 'tools/call', params: { name: 'get-roots-list', arguments: {} } }, specTypeSchemas.CallToolResult);
  return JSON.stringify(result.content);
}

beforeAll(async () => {
  everything = await startEverything(0);
  roots.set(everything.url, [{ uri: 'file:///work/project', name: 'project' }]);
  session = new McpSession({ url: everything.url, roots });
  await session.connect();
});
afterAll(async () => {
  await session.close();
  await everything.close();
});

describe('roots set by the user (issue 34)', () => {
  it('declares roots with listChanged and answers roots/list with the user’s list', async () => {
    const init = session.traffic.getSnapshot().frames.find((f) => f.direction === 'out' && f.method === 'initialize');
    expect(JSON.stringify(init?.message)).toContain('"roots":{"listChanged":true}');
    expect(await rootsTheServerKnows()).toContain('file:///work/project');
    // The store notes the ask: the sidebar's Roots editor opens for a server that uses roots.
    expect(roots.wasAsked(everything.url)).toBe(true);
  });

  it('tells the server of an edit, and the server asks again and gets the new list', async () => {
    roots.set(everything.url, [{ uri: 'file:///work/project', name: 'project' }, { uri: 'file:///work/docs', name: 'docs' }]);
    await expect.poll(() => session.traffic.getSnapshot().frames.some((f) => f.direction === 'out' && f.method === 'notifications/roots/list_changed')).toBe(true);
    await expect.poll(rootsTheServerKnows, { timeout: 10_000 }).toContain('file:///work/docs');
  });

  it('answers an empty list as a list, not an error', async () => {
    roots.set(everything.url, []);
    await expect.poll(rootsTheServerKnows, { timeout: 10_000 }).toContain('no roots are currently configured');
  });
});
