import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startDemoHttpServer } from '../../demo-server/http';
import { ConsoleError, McpSession, MemoryVerdictStore } from '../../src/protocol';

let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  server = await startDemoHttpServer({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

const AnyResult = z.looseObject({});
/** The 2026-07-28 per-request envelope (spec §5.1): version and capabilities are required. */
const Envelope = z.object({
  params: z.object({
    _meta: z.object({
      'io.modelcontextprotocol/protocolVersion': z.string(),
      'io.modelcontextprotocol/clientCapabilities': z.record(z.string(), z.unknown()),
    }),
  }),
});

describe('McpSession against the demo server (modern 2026-07-28)', () => {
  it('negotiates the modern era by probing server/discover', async () => {
    const verdicts = new MemoryVerdictStore();
    const session = new McpSession({ url: server.url, verdicts });
    const status = await session.connect();
    try {
      if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
      expect(status.negotiation).toMatchObject({ era: 'modern', protocolVersion: '2026-07-28', probed: true });
      expect(status.negotiation.evidence[0]).toMatch(/^server\/discover → HTTP 200, supportedVersions \[.*2026-07-28.*\] → modern$/);
      expect(status.server.discover?.supportedVersions).toContain('2026-07-28');
      expect(status.connectMs).toBeGreaterThanOrEqual(0);
      expect(session.status.getSnapshot()).toBe(status);
      expect(verdicts.get(server.url)).toMatchObject({ era: 'modern', protocolVersion: '2026-07-28' });
    } finally {
      await session.close();
    }
    expect(session.status.getSnapshot()).toEqual({ state: 'closed', url: server.url });
  });

  it('taps Mcp-Method / Mcp-Name headers, the _meta envelope and correlates frames', async () => {
    const session = new McpSession({ url: server.url });
    await session.connect();
    try {
      const listed = await session.request({ method: 'tools/list', params: {} }, AnyResult);
      expect(listed).toHaveProperty('tools');
      const since = session.traffic.nextExchangeId;
      const prompts = await session.client?.listPrompts();
      const prompt = prompts?.prompts[0];
      if (prompt === undefined) throw new Error('demo server offers no prompts');
      await session.traffic.whenSettled(since);
      await session.request({ method: 'prompts/get', params: { name: prompt.name, arguments: {} } }, AnyResult).catch(() => undefined);
      await session.traffic.whenSettled(since);

      const { exchanges, frames } = session.traffic.getSnapshot();
      const toolsList = exchanges.find((e) => e.rpcMethod === 'tools/list');
      expect(toolsList?.request.headers).toContainEqual(['mcp-method', 'tools/list']);
      expect(toolsList?.request.headers).toContainEqual(['mcp-protocol-version', '2026-07-28']);
      const body = Envelope.parse(JSON.parse(toolsList?.request.body?.text ?? 'null'));
      expect(body.params._meta['io.modelcontextprotocol/protocolVersion']).toBe('2026-07-28');
      const getPrompt = exchanges.find((e) => e.rpcMethod === 'prompts/get');
      expect(getPrompt).toMatchObject({ mcpMethod: 'prompts/get', mcpName: prompt.name });

      const request = frames.find((f) => f.direction === 'out' && f.method === 'tools/list');
      const reply = frames.find((f) => f.direction === 'in' && f.requestFrameId === request?.id);
      expect(reply).toMatchObject({ kind: 'result', rpcId: request?.rpcId, exchangeId: toolsList?.id });
    } finally {
      await session.close();
    }
  });

  it('maps a JSON-RPC error to a specific ConsoleError linked to its exchange', async () => {
    const session = new McpSession({ url: server.url });
    await session.connect();
    try {
      const failure = await session.request({ method: 'prompts/get', params: { name: 'no-such-prompt' } }, AnyResult).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ConsoleError);
      if (!(failure instanceof ConsoleError)) return;
      expect(failure.data).toMatchObject({ kind: 'jsonrpc', code: -32602, meaning: 'Invalid params' });
      expect(failure.data.message).toMatch(/^JSON-RPC -32602 Invalid params: .*no-such-prompt/);
    } finally {
      await session.close();
    }
  });

  it('reports a refused connection as a network error without throwing', async () => {
    const dead = await startDemoHttpServer({ port: 0 });
    await dead.close();
    const session = new McpSession({ url: dead.url });
    const status = await session.connect();
    expect(status.state).toBe('error');
    if (status.state !== 'error') return;
    expect(status.error.kind).toBe('network');
    expect(status.error.message).toContain(`Could not reach ${dead.url}`);
    expect(session.traffic.getSnapshot().exchanges[0]).toMatchObject({ state: 'failed', rpcMethod: 'server/discover' });
  });
});
