import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeParams, completionKey, Debouncer, describeCompletionCount, requestCompletion, type CompletionRequester } from './completion';

describe('Debouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns 8 quick keystrokes into one emission of the last value', () => {
    const emitted: string[] = [];
    const debouncer = new Debouncer<string>(250, (value) => emitted.push(value));
    let typed = '';
    for (const char of 'acme-wid') {
      typed += char;
      debouncer.push(typed);
      vi.advanceTimersByTime(80);
    }
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(emitted).toEqual(['acme-wid']);
  });

  it('emits once per pause, and a cancelled value never', () => {
    const emitted: string[] = [];
    const debouncer = new Debouncer<string>(250, (value) => emitted.push(value));
    debouncer.push('a');
    vi.advanceTimersByTime(300);
    debouncer.push('ab');
    expect(debouncer.pending).toBe(true);
    debouncer.cancel();
    vi.advanceTimersByTime(300);
    expect(emitted).toEqual(['a']);
    expect(debouncer.pending).toBe(false);
  });
});

describe('completeParams', () => {
  it('sends the other filled variables as context.arguments, never the argument itself or empty ones', () => {
    const params = completeParams({
      ref: { type: 'ref/resource', uri: 'demo://repos/{owner}/{repo}/readme' },
      argumentName: 'repo',
      value: 'ro',
      contextArguments: { repo: 'ro', owner: 'acme', branch: '' },
    });
    expect(params).toEqual({
      ref: { type: 'ref/resource', uri: 'demo://repos/{owner}/{repo}/readme' },
      argument: { name: 'repo', value: 'ro' },
      context: { arguments: { owner: 'acme' } },
    });
  });

  it('leaves context out when nothing else is filled', () => {
    expect(completeParams({ ref: { type: 'ref/prompt', name: 'code-review' }, argumentName: 'language', value: '' })).not.toHaveProperty('context');
  });
});

describe('completionKey', () => {
  it('differs by context so dependent answers are never shared, and ignores context order', () => {
    const scope = { serverId: 's', principalId: 'p' };
    const ref = { type: 'ref/resource', uri: 't' } as const;
    const a = completionKey(scope, { ref, argumentName: 'repo', value: '', contextArguments: { owner: 'acme', x: '1' } });
    const b = completionKey(scope, { ref, argumentName: 'repo', value: '', contextArguments: { x: '1', owner: 'acme' } });
    const c = completionKey(scope, { ref, argumentName: 'repo', value: '', contextArguments: { owner: 'contoso', x: '1' } });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });
});

describe('requestCompletion', () => {
  it('passes the abort signal and normalises hasMore', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const session: CompletionRequester = {
      request: (_request, schema, options) => {
        signals.push(options?.signal);
        const raw = { completion: { values: ['acme'], total: 1 } };
        return Promise.resolve(schema['~standard'].validate(raw)).then((result) => {
          if (result.issues !== undefined) throw new Error('invalid');
          return result.value;
        });
      },
    };
    const controller = new AbortController();
    const answer = await requestCompletion(session, { ref: { type: 'ref/prompt', name: 'p' }, argumentName: 'a', value: 'a' }, controller.signal);
    expect(answer).toEqual({ values: ['acme'], total: 1, hasMore: false });
    expect(signals).toEqual([controller.signal]);
  });
});

describe('describeCompletionCount', () => {
  it('says how many of how many are shown (spec §16 total / hasMore)', () => {
    const values = Array.from({ length: 100 }, (_, i) => `v${i}`);
    expect(describeCompletionCount({ values, total: 2345, hasMore: true }, 'en-US')).toBe('showing 100 of 2,345');
    expect(describeCompletionCount({ values, total: undefined, hasMore: true }, 'en-US')).toBe('showing 100, more available');
    expect(describeCompletionCount({ values: ['a', 'b'], total: 2, hasMore: false }, 'en-US')).toBe('showing 2');
  });
});
