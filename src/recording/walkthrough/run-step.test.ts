import { describe, expect, it } from 'vitest';
import type { WalkthroughStep } from './format';
import { runStep, stepRequest, type WalkthroughHost } from './run-step';

/** A host that answers from a table keyed by method, and records what was sent. */
function host(answers: Record<string, unknown>): WalkthroughHost & { sent: { method: string; params: unknown }[] } {
  const sent: { method: string; params: unknown }[] = [];
  return {
    sent,
    request: (method, params) => {
      sent.push({ method, params });
      const answer = answers[method];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
}

describe('runStep', () => {
  it('reads a resource and passes when the expected text is in its contents', async () => {
    const h = host({ 'resources/read': { contents: [{ uri: 'demo://a', text: '# Getting started\n' }] } });
    const outcome = await runStep(h, { caption: 'c', resource: 'demo://a', expect: 'Getting started' });
    expect(outcome).toMatchObject({ status: 'passed', text: '# Getting started\n' });
    expect(h.sent).toEqual([{ method: 'resources/read', params: { uri: 'demo://a' } }]);
  });

  it('expands a template with its variables before reading', () => {
    expect(stepRequest({ kind: 'template', template: 'demo://users/{id}/profile', variables: { id: 'ada' } })).toEqual({ method: 'resources/read', params: { uri: 'demo://users/ada/profile' } });
    expect(stepRequest({ kind: 'template', template: 'demo://users/{id}', variables: {} })).toBe('the template demo://users/{id} needs id');
  });

  it('fails with the expected text when the result does not contain it', async () => {
    const h = host({ 'prompts/get': { messages: [{ role: 'user', content: { type: 'text', text: 'Review this TypeScript' } }] } });
    const step: WalkthroughStep = { caption: 'c', prompt: 'review', arguments: { language: 'ts' }, expect: 'Python' };
    expect(await runStep(h, step)).toMatchObject({ status: 'failed', expected: 'Python', text: 'Review this TypeScript' });
    expect(h.sent[0]).toEqual({ method: 'prompts/get', params: { name: 'review', arguments: { language: 'ts' } } });
  });

  it('treats a failed request and a tool isError as errors', async () => {
    expect(await runStep(host({ 'tools/call': new Error('Unknown tool') }), { caption: 'c', tool: 'nope' })).toMatchObject({ status: 'error', message: 'Unknown tool' });
    const isError = { content: [{ type: 'text', text: 'bad input' }], isError: true };
    expect(await runStep(host({ 'tools/call': isError }), { caption: 'c', tool: 'add' })).toMatchObject({ status: 'error', text: 'bad input' });
  });

  it('matches tool expectations against text blocks and structured content', async () => {
    const h = host({ 'tools/call': { content: [{ type: 'text', text: '5' }], structuredContent: { sum: 5 } } });
    expect(await runStep(h, { caption: 'c', tool: 'add', arguments: { a: 2, b: 3 }, expect: '"sum": 5' })).toMatchObject({ status: 'passed' });
  });
});
