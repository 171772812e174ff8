import { describe, expect, it } from 'vitest';
import { localProxyRoute } from './proxy-route';

describe('localProxyRoute', () => {
  it('sends the request to the console’s proxy with the run’s secret, and names the key’s headers as credentials', () => {
    const route = localProxyRoute('http://127.0.0.1:6274', 'run-secret');
    const { url, init } = route('http://127.0.0.1:1234/v1/chat/completions', { method: 'POST', headers: { authorization: 'Bearer k', 'content-type': 'application/json' }, body: '{}' });
    expect(url).toBe('http://127.0.0.1:6274/.mcp-console/proxy?target=http%3A%2F%2F127.0.0.1%3A1234%2Fv1%2Fchat%2Fcompletions');
    const headers = new Headers(init.headers);
    expect([headers.get('x-mcp-console-secret'), headers.get('x-mcp-console-credentials'), headers.get('authorization')]).toEqual(['run-secret', 'authorization, x-api-key', 'Bearer k']);
    expect([init.method, init.body]).toEqual(['POST', '{}']);
  });
});
