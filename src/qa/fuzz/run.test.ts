import { describe, expect, it } from 'vitest';
import type { CallOutcome } from './oracle';
import { runFuzz, type FuzzOptions, type FuzzTransport } from './run';
import type { FuzzTool } from './types';

const SCHEMA = { type: 'object', properties: { q: { type: 'string', maxLength: 4 }, n: { type: 'integer', minimum: 0 } }, required: ['q'] };
const TOOLS: FuzzTool[] = [
  { name: 'read', inputSchema: SCHEMA, readOnly: true },
  { name: 'write', inputSchema: SCHEMA, readOnly: false },
];
const OPTIONS: FuzzOptions = { seed: 3, cases: 100, timeoutMs: 50, tools: [], allowTools: [] };
const ok: CallOutcome = { httpStatus: 200, contentType: 'application/json', response: { jsonrpc: '2.0', id: 1, result: { content: [], isError: true } }, timedOut: false, failure: undefined };
const crash: CallOutcome = { httpStatus: 500, contentType: 'text/html', response: undefined, timedOut: false, failure: 'SyntaxError' };

/** A server in memory: `answer` decides each call, and every call is recorded. */
function fake(answer: (tool: string, input: unknown) => CallOutcome, gone: () => string | undefined = () => undefined) {
  const calls: { tool: string; input: unknown }[] = [];
  const transport: FuzzTransport = {
    listTools: () => Promise.resolve(TOOLS),
    call: (tool, input) => {
      calls.push({ tool, input });
      return Promise.resolve(answer(tool, input));
    },
    gone,
  };
  return { transport, calls };
}

const longQuery = (input: unknown) => typeof input === 'object' && input !== null && 'q' in input && typeof input.q === 'string' && input.q.length > 4;

describe('the fuzz run', () => {
  it('calls only read-only tools, and a non-read-only one only when --allow-tool names it', async () => {
    const plain = fake(() => ok);
    const report = await runFuzz(plain.transport, OPTIONS);
    expect(new Set(plain.calls.map((c) => c.tool))).toEqual(new Set(['read']));
    expect(report.notes.map((n) => n.tool)).toEqual(['write']);
    expect(report.notes[0]?.note).toContain('readOnlyHint');
    expect(report.findings).toEqual([]);
    const allowed = fake(() => ok);
    await runFuzz(allowed.transport, { ...OPTIONS, allowTools: ['write'] });
    expect(new Set(allowed.calls.map((c) => c.tool))).toEqual(new Set(['read', 'write']));
  });

  it('sends the crashing property no more after a crash, once it saw the server answer a valid call', async () => {
    const server = fake((_tool, input) => (longQuery(input) ? crash : ok));
    const report = await runFuzz(server.transport, OPTIONS);
    expect(report.findings.filter((f) => f.kind === 'crash')).toHaveLength(1);
    expect(server.calls.filter((c) => longQuery(c.input))).toHaveLength(1);
    expect(server.calls.some((c) => typeof c.input === 'object' && c.input !== null && 'n' in c.input)).toBe(true);
  });

  it('stops at once when the server is gone, and fuzzes no further tool', async () => {
    let dead = false;
    const server = fake(
      (_tool, input) => {
        if (longQuery(input)) dead = true;
        return dead ? crash : ok;
      },
      () => (dead ? 'the process exited' : undefined),
    );
    const report = await runFuzz(server.transport, { ...OPTIONS, allowTools: ['write'] });
    expect(server.calls.filter((c) => longQuery(c.input))).toHaveLength(1);
    expect(server.calls.every((c) => c.tool === 'read')).toBe(true);
    expect(report.notes).toContainEqual({ tool: 'read', note: 'the process exited' });
    expect(report.notes).toContainEqual({ tool: 'write', note: 'not fuzzed: the process exited' });
  });

  it('announces its plan and each case before it is sent, and a cancel ends it without judging the call it aborted', async () => {
    const controller = new AbortController();
    let planned = 0;
    const sent: string[] = [];
    const server = fake((_tool, input) => {
      // The third call is in flight when the user cancels; its failure is the abort, not the server's.
      if (server.calls.length === 3) {
        controller.abort();
        return { ...crash, httpStatus: undefined, failure: 'AbortError: aborted' };
      }
      return longQuery(input) ? crash : ok;
    });
    const report = await runFuzz(server.transport, {
      ...OPTIONS,
      allowTools: ['write'],
      signal: controller.signal,
      onPlan: (plan) => (planned = plan.reduce((sum, p) => sum + p.cases, 0)),
      onSend: (tool, c) => sent.push(`${tool} ${c.label}`),
    });
    expect(planned).toBeGreaterThan(3);
    expect(sent).toHaveLength(3);
    expect(server.calls).toHaveLength(3);
    expect(report.cases).toBe(3);
    expect(report.findings.filter((f) => f.kind === 'crash' && !longQuery(f.input))).toEqual([]);
    expect(report.notes).toContainEqual({ tool: 'read', note: 'cancelled' });
    expect(report.notes).toContainEqual({ tool: 'write', note: 'not fuzzed: cancelled' });
  });
});
