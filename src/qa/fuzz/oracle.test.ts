import { describe, expect, it } from 'vitest';
import { findLeak } from './leak';
import { judge, type CallOutcome } from './oracle';
import type { FuzzCase } from './types';

const allowed: FuzzCase = { kind: 'valid', target: '', label: 'valid', input: { q: 'a' }, valid: true };
const forbidden: FuzzCase = { kind: 'wrong-type', target: 'q', label: 'q: a number', input: { q: 1 }, valid: false };
const answered = (response: Record<string, unknown>): CallOutcome => ({ httpStatus: 200, contentType: 'application/json', response: { jsonrpc: '2.0', id: 1, ...response }, timedOut: false, failure: undefined });
const text = (value: string, isError?: boolean) => answered({ result: { content: [{ type: 'text', text: value }], ...(isError === undefined ? {} : { isError }) } });

describe('the fuzz oracle', () => {
  it('accepts a result, and for forbidden input isError or -32602', () => {
    expect(judge(allowed, text('ok'), 100)).toBeUndefined();
    expect(judge(allowed, text('not found', true), 100)).toBeUndefined();
    expect(judge(forbidden, text('q must be a string', true), 100)).toBeUndefined();
    expect(judge(forbidden, answered({ error: { code: -32602, message: 'Invalid params' } }), 100)).toBeUndefined();
  });

  it('finds a hang, a crash (5xx, lost connection, a body that is not JSON-RPC) and forbidden input accepted', () => {
    expect(judge(allowed, { httpStatus: undefined, contentType: undefined, response: undefined, timedOut: true, failure: 'timed out after 100 ms' }, 100)).toEqual({ kind: 'hang', detail: 'no answer within 100 ms' });
    expect(judge(allowed, { httpStatus: 502, contentType: 'text/html', response: undefined, timedOut: false, failure: 'SyntaxError' }, 100)?.kind).toBe('crash');
    expect(judge(allowed, { httpStatus: undefined, contentType: undefined, response: undefined, timedOut: false, failure: 'TypeError: fetch failed' }, 100)?.kind).toBe('crash');
    expect(judge(allowed, { httpStatus: 200, contentType: 'text/plain', response: undefined, timedOut: false, failure: 'SyntaxError: Unexpected token' }, 100)?.kind).toBe('crash');
    expect(judge(forbidden, text('done'), 100)?.kind).toBe('invalid-accepted');
  });

  it('finds a stack trace, a source path or a secret in an error, but not an echo of the input', () => {
    const stack = 'Error: boom\n    at lookup (/srv/app/src/lookup.ts:12:5)';
    expect(judge(allowed, text(stack, true), 100)?.kind).toBe('leak');
    expect(judge(forbidden, answered({ error: { code: -32602, message: 'bad', data: { trace: stack } } }), 100)?.kind).toBe('leak');
    expect(findLeak('Traceback (most recent call last):\n  File "/app/server.py", line 3', {})).toMatch(/Python/);
    expect(findLeak('failed in /home/me/server/index.js:40', {})).toMatch(/source file/);
    expect(findLeak('upstream said: api_key=sk-abcdefghijklmnopqrstuvwx', {})).toMatch(/secret/);
    expect(findLeak('no such file: /data/notes.txt', {})).toBeUndefined();
    expect(findLeak('unknown name /srv/x/a.ts:1:1', { name: '/srv/x/a.ts:1:1' })).toBeUndefined();
  });

  it('finds results and errors the spec does not allow', () => {
    expect(judge(allowed, answered({ result: { content: 'text' } }), 100)).toMatchObject({ kind: 'protocol' });
    expect(judge(allowed, answered({ result: { content: [{ text: 'no type' }] } }), 100)).toMatchObject({ kind: 'protocol' });
    expect(judge(forbidden, answered({ error: { code: -32050, message: 'x' } }), 100)).toMatchObject({ kind: 'protocol' });
    expect(judge(forbidden, answered({ error: { code: -32603, message: 'Internal error' } }), 100)).toMatchObject({ kind: 'protocol' });
    expect(judge(allowed, answered({ error: { code: -32603, message: 'Internal error' } }), 100)).toMatchObject({ kind: 'protocol' });
  });
});
