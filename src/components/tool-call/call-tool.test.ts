import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specTypeSchemas, type Progress } from '@modelcontextprotocol/client';
import { startHeaderToolsServer } from '../../../e2e/fixtures/header-tools-server';
import type { FixtureServer } from '../../../e2e/fixtures/serve-node';
import { ConsoleError, McpSession } from '../../protocol';
import { callTool, HEADER_MISMATCH } from './call-tool';
import { partitionTools, type ToolEntry } from './tool-model';

let server: FixtureServer;
let session: McpSession;
let entries: ToolEntry[];

beforeAll(async () => {
  server = await startHeaderToolsServer(0);
  session = new McpSession({ url: server.url });
  const status = await session.connect();
  expect(status.state).toBe('connected');
  const list = await session.request({ method: 'tools/list', params: {} }, specTypeSchemas.ListToolsResult);
  entries = partitionTools(list.tools).usable;
});

afterAll(async () => {
  await session.close();
  await server.close();
});

function entry(name: string): ToolEntry {
  const found = entries.find((e) => e.tool.name === name);
  if (found === undefined) throw new Error(`fixture has no tool ${name}`);
  return found;
}

const args = { service: 'api', region: 'Zürich', replicas: 2 };
const noRefresh = () => Promise.resolve(undefined);

describe('callTool against a server that enforces x-mcp-header (spec §7.4)', () => {
  it('sends the Mcp-Param headers, encoded, and the server accepts the call', async () => {
    const outcome = await callTool({ session, entry: entry('deploy'), args, signal: new AbortController().signal, onProgress: () => undefined, refresh: noRefresh });
    expect(outcome.result.content).toEqual([{ type: 'text', text: 'deployed api to Zürich x2' }]);
    expect(outcome.headers['Mcp-Param-Region']).toMatch(/^=\?base64\?.+\?=$/);
    expect(outcome.headers['Mcp-Param-Replicas']).toBe('2');
    expect(outcome.retried).toBe(false);
  });

  it('on -32020 refreshes the tool once and retries with its fresh declarations', async () => {
    const fresh = entry('deploy');
    const stale: ToolEntry = { tool: fresh.tool, headers: [] };
    let refreshed = 0;
    const outcome = await callTool({
      session,
      entry: stale,
      args,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      refresh: (name) => {
        refreshed += 1;
        expect(name).toBe('deploy');
        return Promise.resolve(fresh);
      },
    });
    expect(refreshed).toBe(1);
    expect(outcome.retried).toBe(true);
    expect(outcome.result.isError).not.toBe(true);
  });

  it('surfaces -32020 when the refreshed tool is gone', async () => {
    const stale: ToolEntry = { tool: entry('deploy').tool, headers: [] };
    const failure = callTool({ session, entry: stale, args, signal: new AbortController().signal, onProgress: () => undefined, refresh: noRefresh });
    await expect(failure).rejects.toSatisfy((error) => error instanceof ConsoleError && error.data.code === HEADER_MISMATCH);
  });

  it('reports progress and stops when aborted', async () => {
    const abort = new AbortController();
    const seen: Progress[] = [];
    const call = callTool({
      session,
      entry: entry('slow-count'),
      args: { steps: 500 },
      signal: abort.signal,
      onProgress: (progress) => {
        seen.push(progress);
        if (seen.length === 2) abort.abort();
      },
      refresh: noRefresh,
    });
    await expect(call).rejects.toBeDefined();
    expect(seen.map((p) => p.progress)).toEqual([1, 2]);
    expect(seen[0]?.total).toBe(500);
  });
});
