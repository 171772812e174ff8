import { describe, expect, it } from 'vitest';
import { KEY_PLACEHOLDER } from '../types';
import { ModelLog } from './model-log';
import { createRecordingFetch } from './recording-fetch';

const KEY = 'sk-unit-9911';

function sent(): { calls: { url: string; headers: Headers }[]; base: typeof fetch } {
  const calls: { url: string; headers: Headers }[] = [];
  const base: typeof fetch = (input, init) => {
    calls.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, headers: new Headers(init?.headers) });
    return Promise.resolve(new Response(`data: {"echo":"${KEY}"}\n\n`, { status: 200, headers: { 'content-type': 'text/event-stream', 'x-echo': KEY } }));
  };
  return { calls, base };
}

describe('createRecordingFetch', () => {
  it('records the request and the streamed answer with the key replaced everywhere, and sends the key unchanged', async () => {
    const log = new ModelLog();
    const { calls, base } = sent();
    const recording = createRecordingFetch({ provider: 'anthropic', apiKey: KEY, log, base });
    const response = await recording(`http://127.0.0.1:1/v1/messages?key=${KEY}`, {
      method: 'post',
      headers: { authorization: `Bearer ${KEY}`, 'x-api-key': KEY, 'X-Stainless-Helper-Method': 'stream', 'content-type': 'application/json' },
      body: JSON.stringify({ note: KEY }),
    });
    expect(await response.text()).toContain(KEY);
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect([...(calls[0]?.headers.keys() ?? [])].filter((name) => name.startsWith('x-stainless'))).toEqual([]);
    const [exchange] = log.getSnapshot();
    expect(JSON.stringify(exchange)).not.toContain(KEY);
    expect(exchange).toMatchObject({ method: 'POST', status: 200, requestHeaders: { authorization: `Bearer ${KEY_PLACEHOLDER}`, 'x-api-key': KEY_PLACEHOLDER } });
    expect(exchange?.url).toContain(`key=${KEY_PLACEHOLDER}`);
    expect(exchange?.responseBody).toContain(`"echo":"${KEY_PLACEHOLDER}"`);
    expect(exchange?.endedAt).toBeTypeOf('number');
  });

  it('routes after recording: the log keeps the endpoint’s URL and never the route’s headers', async () => {
    const log = new ModelLog();
    const { calls, base } = sent();
    const recording = createRecordingFetch({
      provider: 'openai',
      apiKey: KEY,
      log,
      base,
      route: (url, init) => ({ url: `http://console.test/proxy?target=${encodeURIComponent(url)}`, init: { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), 'x-mcp-console-secret': 's3cret' } } }),
    });
    await recording('http://127.0.0.1:1/v1/models', { headers: { authorization: `Bearer ${KEY}` } });
    expect(calls[0]?.url).toBe('http://console.test/proxy?target=http%3A%2F%2F127.0.0.1%3A1%2Fv1%2Fmodels');
    expect(calls[0]?.headers.get('x-mcp-console-secret')).toBe('s3cret');
    expect(log.getSnapshot()[0]?.url).toBe('http://127.0.0.1:1/v1/models');
    expect(JSON.stringify(log.getSnapshot())).not.toContain('s3cret');
  });

  it('records a request that got no answer with the failure, and rethrows it', async () => {
    const log = new ModelLog();
    const recording = createRecordingFetch({ provider: 'openai', apiKey: KEY, log, base: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(recording('http://127.0.0.1:1/v1/models')).rejects.toBeInstanceOf(TypeError);
    expect(log.getSnapshot()).toMatchObject([{ method: 'GET', error: 'Failed to fetch' }]);
    expect(log.getSnapshot()[0]?.status).toBeUndefined();
  });
});
