import { specTypeSchemas } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOTS_TOOL, SAMPLING_PROMPT, SAMPLING_QUESTION, startDeprecatedInputServer } from '../../e2e/fixtures/deprecated-input-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { collectRounds, ConsoleError, McpSession } from '../../src/protocol';

let server: FixtureServer;
let session: McpSession;

beforeAll(async () => {
  server = await startDeprecatedInputServer(0);
  session = new McpSession({ url: server.url });
  await session.connect();
});
afterAll(async () => {
  await session.close();
  await server.close();
});

async function failure(run: Promise<unknown>): Promise<ConsoleError> {
  const error: unknown = await run.then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!(error instanceof ConsoleError)) throw new Error(`expected a ConsoleError, got ${String(error)}`);
  return error;
}

describe('deprecated input requests in input_required (spec §11.4)', () => {
  it('never declares sampling or roots', () => {
    const sent = session.traffic.getSnapshot().frames.find((f) => f.direction === 'out' && f.kind === 'request');
    expect(JSON.stringify(sent?.message)).not.toMatch(/"sampling"|"roots"/);
  });

  it('shows a sampling request, fails the call with the reason, and records the round', async () => {
    const since = (session.traffic.getSnapshot().frames.at(-1)?.id ?? 0) + 1;
    const params = { name: SAMPLING_PROMPT, arguments: {} };
    const error = await failure(session.request({ method: 'prompts/get', params }, specTypeSchemas.GetPromptResult));
    expect(error.data.message).toContain('this client did not offer sampling (it declared no sampling capability)');
    const declined = session.inputs.getSnapshot().declined;
    expect(declined.map((d) => d.method)).toEqual(['sampling/createMessage']);
    expect(JSON.stringify(declined[0]?.params)).toContain(SAMPLING_QUESTION);
    expect(declined[0]?.serverUrl).toBe(server.url);
    await session.traffic.whenSettled(0);
    const rounds = collectRounds(session.traffic.getSnapshot().frames, 'prompts/get', params, since);
    expect(rounds).toEqual([expect.objectContaining({ round: 1, answered: undefined, asked: [expect.objectContaining({ key: 'summary', method: 'sampling/createMessage' })] })]);
    session.inputs.dismiss(declined[0]?.id ?? -1);
    expect(session.inputs.getSnapshot().declined).toEqual([]);
  });

  it('declines a roots request the same way', async () => {
    const error = await failure(session.request({ method: 'tools/call', params: { name: ROOTS_TOOL, arguments: {} } }, specTypeSchemas.CallToolResult));
    expect(error.data.message).toContain('this client did not offer roots (it declared no roots capability)');
    expect(session.inputs.getSnapshot().declined.map((d) => d.method)).toEqual(['roots/list']);
  });
});

describe('sampling answered by a person (issue 34)', () => {
  it('declares sampling, queues the embedded request, and the call completes with the reply', async () => {
    const answering = new McpSession({ url: server.url, answerSampling: true });
    await answering.connect();
    try {
      const sent = answering.traffic.getSnapshot().frames.find((f) => f.direction === 'out' && f.kind === 'request');
      expect(JSON.stringify(sent?.message)).toMatch(/"sampling":\{\}/);
      const result = answering.request({ method: 'prompts/get', params: { name: SAMPLING_PROMPT, arguments: {} } }, specTypeSchemas.GetPromptResult);
      const pending = await new Promise<number>((resolve) => {
        const stop = answering.inputs.sampling.subscribe(() => {
          const first = answering.inputs.sampling.getSnapshot()[0];
          if (first === undefined) return;
          stop();
          resolve(first.id);
        });
      });
      expect(answering.inputs.sampling.getSnapshot()[0]?.request.messages[0]?.blocks).toEqual([{ type: 'text', text: SAMPLING_QUESTION }]);
      answering.inputs.sampling.reply(pending, { text: 'It ships sampling.', model: 'tester', stopReason: 'endTurn' });
      expect(JSON.stringify((await result).messages)).toContain('tester said: It ships sampling.');
    } finally {
      await answering.close();
    }
  });
});
