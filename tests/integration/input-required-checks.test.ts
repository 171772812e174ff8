import { McpServer, createMcpHandler, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serveOnLoopback, type FixtureServer } from '../../e2e/fixtures/serve-node';
import { McpSession } from '../../src/protocol';
import { checkTargetFromSession, runChecks, type CheckResult } from '../../src/qa/conformance';

/**
 * A server written the way the SDK recommends (spec §11.3): its prompt asks who is reading and
 * hands out a requestState sealed with the SDK's HMAC codec, which its verify hook checks on
 * every retry. The input_required checks must pass it; the defect server fails them
 * (tests/integration/conformance-defects.test.ts).
 */
const codec = createRequestStateCodec<{ round: number }>({ key: 'mcp-console input-required test key, 32+ bytes' });
const Reader = z.object({ name: z.string() });

function buildServer(): McpServer {
  const server = new McpServer({ name: 'signed-state', version: '1.0.0' }, { capabilities: { prompts: {} }, requestState: { verify: codec.verify } });
  server.registerPrompt('greeting', { description: 'Asks who is reading, then greets them.' }, async (ctx) => {
    const answer = ctx.mcpReq.inputResponses?.reader;
    const parsed = Reader.safeParse(typeof answer === 'object' && answer !== null && 'content' in answer ? answer.content : undefined);
    if (!parsed.success) {
      return inputRequired({ inputRequests: { reader: inputRequired.elicit({ message: 'Who is reading?', requestedSchema: Reader }) }, requestState: await codec.mint({ round: 1 }) });
    }
    return { messages: [{ role: 'user', content: { type: 'text', text: `Hello ${parsed.data.name}` } }] };
  });
  return server;
}

async function check(url: string): Promise<CheckResult[]> {
  const session = new McpSession({ url });
  await session.connect();
  try {
    const target = checkTargetFromSession(session, { environment: 'node' });
    if (target === undefined) throw new Error(`could not connect to ${url}`);
    return (await runChecks(target, { only: ['input-required.*'] })).results;
  } finally {
    await session.close();
  }
}

describe('the input_required retry checks on a server that signs its requestState', () => {
  let server: FixtureServer;
  beforeAll(async () => {
    const handler = createMcpHandler(buildServer);
    server = await serveOnLoopback(handler.fetch, 0, () => handler.close());
  });
  afterAll(async () => {
    await server.close();
  });

  it('pass: the changed state is refused with -32602, and malformed inputResponses ask again', async () => {
    const results = await check(server.url);
    const tampered = results.find((r) => r.id === 'input-required.tampered-state');
    expect(tampered?.status, tampered?.message).toBe('pass');
    expect(tampered?.message).toContain('error -32602');
    expect(tampered?.evidence).toHaveLength(2);
    const validate = results.find((r) => r.id === 'input-required.validate-input');
    expect(validate?.status, validate?.message).toBe('pass');
    expect(validate?.scenarios).toEqual([{ id: 'input-required-result-validate-input', coverage: 'full' }]);
  });
});
