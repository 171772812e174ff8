import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from '../../protocol/model/types';
import { useCompletion, type UseCompletionOptions } from './use-completion';

interface SentRequest {
  params: unknown;
  signal: AbortSignal | undefined;
}

// This module's collaborators, replaced so the hook's timing can be driven with fake timers.
interface Fake {
  sent: SentRequest[];
  capabilities: Record<string, unknown>;
  answer: (params: unknown, signal: AbortSignal | undefined) => Promise<unknown>;
}
const fake = vi.hoisted(
  (): Fake => ({ sent: [], capabilities: {}, answer: () => Promise.resolve({ completion: { values: ['acme'], total: 1 } }) }),
);

vi.mock('./use-session', () => ({
  useSession: () => {
    const status: ConnectionStatus = {
      state: 'connected',
      url: 'https://example.test/mcp',
      negotiation: { era: 'modern', protocolVersion: '2026-07-28', probed: true, evidence: [] },
      server: { info: undefined, capabilities: fake.capabilities, instructions: undefined, discover: undefined },
      connectedAt: 0,
      connectMs: 1,
    };
    return { session: undefined, status };
  },
}));

const session = {
  request: (request: { params?: unknown }, schema: { '~standard': { validate: (v: unknown) => unknown } }, options?: { signal?: AbortSignal }) => {
    fake.sent.push({ params: request.params, signal: options?.signal });
    return fake.answer(request.params, options?.signal).then((raw) => {
      const result = schema['~standard'].validate(raw);
      if (typeof result === 'object' && result !== null && 'value' in result) return result.value;
      throw new Error('invalid');
    });
  },
};
vi.mock('../use-cache', () => ({ useCacheContext: () => ({ session, serverId: 'https://example.test/mcp', principalId: 'anonymous' }) }));

const REF = { type: 'ref/resource', uri: 'demo://repos/{owner}/{repo}/readme' } as const;

function render(initial: UseCompletionOptions) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook((props: UseCompletionOptions) => useCompletion(props), { initialProps: initial, wrapper });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  fake.sent = [];
  fake.capabilities = { completions: {} };
  fake.answer = () => Promise.resolve({ completion: { values: ['acme'], total: 1 } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useCompletion', () => {
  it('sends at most 2 requests while 8 characters are typed quickly, the last one with the full prefix', async () => {
    const hook = render({ ref: REF, argumentName: 'owner', value: '', enabled: true });
    let typed = '';
    for (const char of 'acme-cor') {
      typed += char;
      hook.rerender({ ref: REF, argumentName: 'owner', value: typed, enabled: true });
      await advance(60);
    }
    await advance(300);
    expect(fake.sent.length).toBeLessThanOrEqual(2);
    expect(fake.sent.at(-1)?.params).toMatchObject({ argument: { name: 'owner', value: 'acme-cor' } });
    expect(hook.result.current.values).toEqual(['acme']);
    expect(hook.result.current.countLabel).toBe('showing 1');
  });

  it('aborts the request in flight when a newer prefix is asked for', async () => {
    fake.answer = (_params, signal) =>
      new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const hook = render({ ref: REF, argumentName: 'owner', value: 'a', enabled: true });
    await advance(10);
    expect(fake.sent).toHaveLength(1);
    hook.rerender({ ref: REF, argumentName: 'owner', value: 'ac', enabled: true });
    await advance(300);
    expect(fake.sent).toHaveLength(2);
    expect(fake.sent[0]?.signal?.aborted).toBe(true);
    expect(fake.sent[1]?.signal?.aborted).toBe(false);
  });

  it('sends the other filled variables as context so dependent suggestions narrow', async () => {
    render({ ref: REF, argumentName: 'repo', value: '', contextArguments: { owner: 'acme', repo: '' }, enabled: true });
    await advance(10);
    expect(fake.sent[0]?.params).toEqual({ ref: REF, argument: { name: 'repo', value: '' }, context: { arguments: { owner: 'acme' } } });
  });

  it('sends nothing when the server does not declare completions, and says so', async () => {
    fake.capabilities = {};
    const hook = render({ ref: REF, argumentName: 'owner', value: 'ac', enabled: true });
    await advance(500);
    expect(fake.sent).toEqual([]);
    expect(hook.result.current.supported).toBe(false);
  });

  it('sends nothing while disabled', async () => {
    render({ ref: REF, argumentName: 'owner', value: 'ac', enabled: false });
    await advance(500);
    expect(fake.sent).toEqual([]);
  });
});
