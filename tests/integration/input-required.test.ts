import { specTypeSchemas } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../demo-server/browser';
import { startEverything } from '../../e2e/fixtures/everything';
import { collectRounds, McpSession } from '../../src/protocol';

let session: McpSession;

beforeAll(async () => {
  session = new McpSession({ url: DEMO_SERVER_URL, fetch: createDemoFetch() });
  await session.connect();
});
afterAll(async () => {
  await session.close();
});

const params = { name: 'release-notes', arguments: { version: '3.1.0' } };

describe('input_required (MRTR) through the session broker (spec §11)', () => {
  it('queues the elicitation, retries with the answer, and records the rounds', async () => {
    const since = session.traffic.getSnapshot().frames.at(-1)?.id ?? 0;
    const pending = session.request({ method: 'prompts/get', params }, specTypeSchemas.GetPromptResult);
    await vi.waitFor(() => expect(session.inputs.getSnapshot().pending).toHaveLength(1));
    const asked = session.inputs.getSnapshot().pending[0];
    if (asked === undefined) throw new Error('no pending input');
    expect(asked.serverUrl).toBe(DEMO_SERVER_URL);
    expect(asked.params.message).toContain('3.1.0');
    session.inputs.respond(asked.id, { action: 'accept', content: { audience: 'operators', tone: 'formal', mentionBreakingChanges: false } });
    const result = await pending;
    const first = result.messages[0]?.content;
    expect(first?.type === 'text' ? first.text : '').toContain('formal release notes for version 3.1.0, written for operators');
    expect(session.inputs.getSnapshot().pending).toEqual([]);
    await session.traffic.whenSettled(0);
    const rounds = collectRounds(session.traffic.getSnapshot().frames, 'prompts/get', params, since);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]?.asked).toEqual([expect.objectContaining({ key: 'details', method: 'elicitation/create' })]);
    expect(rounds[0]?.answered).toEqual({ details: { action: 'accept', content: { audience: 'operators', tone: 'formal', mentionBreakingChanges: false } } });
  });

  it('re-asks after a decline: two rounds, the first answered with decline', async () => {
    const since = session.traffic.getSnapshot().frames.at(-1)?.id ?? 0;
    const pending = session.request({ method: 'prompts/get', params }, specTypeSchemas.GetPromptResult);
    const answer = async (result: Parameters<McpSession['inputs']['respond']>[1]) => {
      await vi.waitFor(() => expect(session.inputs.getSnapshot().pending).toHaveLength(1));
      const asked = session.inputs.getSnapshot().pending[0];
      if (asked === undefined) throw new Error('no pending input');
      session.inputs.respond(asked.id, result);
    };
    await answer({ action: 'decline' });
    await answer({ action: 'accept', content: { audience: 'users', tone: 'terse', mentionBreakingChanges: true } });
    await pending;
    await session.traffic.whenSettled(0);
    const rounds = collectRounds(session.traffic.getSnapshot().frames, 'prompts/get', params, since);
    expect(rounds.map((round) => round.answered)).toEqual([
      { details: { action: 'decline' } },
      { details: { action: 'accept', content: { audience: 'users', tone: 'terse', mentionBreakingChanges: true } } },
    ]);
  });

  it('cancels what is pending when the session closes', async () => {
    const other = new McpSession({ url: DEMO_SERVER_URL, fetch: createDemoFetch() });
    await other.connect();
    const pending = other.request({ method: 'prompts/get', params }, specTypeSchemas.GetPromptResult);
    pending.catch(() => undefined);
    await vi.waitFor(() => expect(other.inputs.getSnapshot().pending).toHaveLength(1));
    await other.close();
    expect(other.inputs.getSnapshot().pending).toEqual([]);
  });
});

describe('legacy server→client elicitation/create goes through the same broker', () => {
  it('answers server-everything\'s trigger-elicitation-request from the broker', async () => {
    const server = await startEverything(0);
    const legacy = new McpSession({ url: server.url });
    try {
      const status = await legacy.connect();
      expect(status).toMatchObject({ state: 'connected', negotiation: { era: 'legacy' } });
      const call = legacy.request({ method: 'tools/call', params: { name: 'trigger-elicitation-request', arguments: {} } }, specTypeSchemas.CallToolResult);
      await vi.waitFor(() => expect(legacy.inputs.getSnapshot().pending).toHaveLength(1), { timeout: 5_000 });
      const asked = legacy.inputs.getSnapshot().pending[0];
      if (asked === undefined || asked.params.mode === 'url') throw new Error('expected a form elicitation');
      expect(Object.keys(asked.params.requestedSchema.properties)).toContain('email');
      legacy.inputs.respond(asked.id, { action: 'decline' });
      const result = await call;
      expect(JSON.stringify(result.content)).toContain('decline');
    } finally {
      await legacy.close();
      await server.close();
    }
  });
});
