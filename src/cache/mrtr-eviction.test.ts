import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEnvelope } from './envelope';
import { installMrtrEviction } from './mrtr-eviction';

const key = ['mcp', 'srv', 'me', 'resources/read', { uri: 'x://gated' }] as const;

function options(mrtr: boolean) {
  const result = { contents: [], ttlMs: 60_000, cacheScope: 'private' };
  return { queryKey: key, queryFn: () => Promise.resolve(buildEnvelope({ result, era: 'modern', receivedAt: 0, exchangeId: 1, mrtr, source: 'wire' })) };
}

/** Runs TanStack's deferred notifications and the eviction microtask. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('installMrtrEviction (spec §11.3, §12)', () => {
  it('hands an MRTR result to its caller, then drops it from the cache', async () => {
    const client = new QueryClient();
    installMrtrEviction(client);
    const envelope = await client.query(options(true));
    expect(envelope.mrtr).toBe(true);
    await flush();
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it('keeps an ordinary result', async () => {
    const client = new QueryClient();
    installMrtrEviction(client);
    await client.query(options(false));
    await flush();
    expect(client.getQueryData(key)).toBeDefined();
  });

  it('keeps an MRTR result while it is shown and drops it when the last observer leaves', async () => {
    const client = new QueryClient();
    const uninstall = installMrtrEviction(client);
    const unsubscribe = new QueryObserver(client, options(true)).subscribe(() => undefined);
    await flush();
    expect(client.getQueryData(key)).toBeDefined();
    unsubscribe();
    await flush();
    expect(client.getQueryData(key)).toBeUndefined();
    uninstall();
  });
});
