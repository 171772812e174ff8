import { specTypeSchemas } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { startToolsOnlyServer, type ToolsOnlyServer } from '../../e2e/fixtures/tools-only-server';
import { McpSession } from '../../src/protocol';
import { applyLogLevel } from '../../src/protocol/server-features/server-log';

let server: ToolsOnlyServer | undefined;
let session: McpSession | undefined;

afterEach(async () => {
  await session?.close();
  await server?.close();
});

async function received(): Promise<Record<string, number>> {
  const response = await fetch(`${server?.controlUrl ?? ''}/methods`, { method: 'POST' });
  const counts: unknown = await response.json();
  return typeof counts === 'object' && counts !== null ? Object.fromEntries(Object.entries(counts)) : {};
}

describe('McpSession.request against a tools-only 2026-07-28 server (issue 33)', () => {
  it('refuses methods of undeclared capabilities without sending them, and says why', async () => {
    server = await startToolsOnlyServer(0);
    session = new McpSession({ url: server.url });
    expect((await session.connect()).state).toBe('connected');
    const before = session.traffic.getSnapshot().exchanges.length;

    await expect(session.request({ method: 'prompts/list', params: {} }, specTypeSchemas.ListPromptsResult)).rejects.toThrow(
      'prompts/list was not sent: this server declares no “prompts” capability',
    );
    await expect(session.request({ method: 'resources/read', params: { uri: 'file:///x' } }, specTypeSchemas.ReadResourceResult)).rejects.toThrow('not sent');
    await expect(
      session.request({ method: 'completion/complete', params: { ref: { type: 'ref/prompt', name: 'p' }, argument: { name: 'a', value: '' } } }, specTypeSchemas.CompleteResult),
    ).rejects.toThrow('not sent');
    expect(session.traffic.getSnapshot().exchanges.length).toBe(before);

    // A log level chosen for this server is neither set nor carried on a call: it declares no logging.
    await applyLogLevel(session, 'debug');
    await session.request({ method: 'tools/call', params: { name: 'list_directory', arguments: {} } }, specTypeSchemas.CallToolResult);
    const call = session.traffic.getSnapshot().frames.findLast((frame) => frame.method === 'tools/call' && frame.direction === 'out');
    expect(JSON.stringify(call?.message)).not.toContain('logLevel');

    const methods = Object.keys(await received());
    expect(methods).toContain('tools/call');
    expect(methods.filter((method) => /^(resources|prompts|completion|logging)\//.test(method))).toEqual([]);
  });
});
