import { describe, expect, it } from 'vitest';
import { ConsoleError } from '../../protocol/diagnosis/console-error';
import { boundResult, MAX_RESULT_CHARS } from './normalize';
import { judgeItem, runCollection, type CallSession } from './run-calls';
import type { CollectionItem } from './types';

const text = (t: string) => ({ content: [{ type: 'text', text: t }] });
const item = (name: string, expectSame: boolean, savedResult: unknown = text('saved')): CollectionItem => ({ method: 'tools/call', target: name, params: { name, arguments: {} }, savedResult, expectSame });

describe('collection runs', () => {
  it('pass on no error; with "expect same result" only when the result equals the saved one', () => {
    expect(judgeItem(item('a', false), { result: text('other') })).toEqual({ pass: true, reason: 'no error' });
    expect(judgeItem(item('a', true), { result: text('saved') })).toEqual({ pass: true, reason: 'no error, same result' });
    expect(judgeItem(item('a', true), { result: text('other') })).toEqual({ pass: false, reason: 'the result differs from the saved one' });
    expect(judgeItem(item('a', false), { error: { message: 'Unknown tool', code: -32602 } })).toEqual({ pass: false, reason: 'error: Unknown tool' });
    expect(judgeItem(item('a', false), { result: { ...text('bad'), isError: true } }).pass).toBe(false);
  });

  it('runs the calls in order with their params and reports each verdict as it comes', async () => {
    const sent: string[] = [];
    const session: CallSession = {
      request: (request) => {
        const name = String(request.params?.name);
        sent.push(name);
        if (name === 'gone') return Promise.reject(new ConsoleError({ kind: 'jsonrpc', message: 'Unknown tool: gone', code: -32602 }));
        return Promise.resolve({ ...text('saved'), _meta: { run: sent.length } });
      },
    };
    const seen: number[] = [];
    const verdicts = await runCollection(session, [item('first', true), item('gone', false), item('third', false)], (v) => seen.push(v.index));
    expect(sent).toEqual(['first', 'gone', 'third']);
    expect(seen).toEqual([0, 1, 2]);
    // `_meta` differs on every run and is not part of the answer.
    expect(verdicts.map((v) => [v.pass, v.reason])).toEqual([
      [true, 'no error, same result'],
      [false, 'error: Unknown tool: gone'],
      [true, 'no error'],
    ]);
    expect(verdicts[1]?.outcome.error).toEqual({ message: 'Unknown tool: gone', code: -32602 });
  });

  it('keeps a result too large for History as a preview with its length', () => {
    const big = text('x'.repeat(MAX_RESULT_CHARS));
    expect(boundResult(big)).toMatchObject({ truncated: true, chars: JSON.stringify(big).length });
    expect(boundResult(text('small'))).toEqual(text('small'));
  });
});
