import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spawnFixture } from '../../e2e/fixtures/spawn-fixture';
import { withModelApiFixture } from './fixture';

/** The model-API fixture's browser access (CORS on and off) and its control endpoint. */

const fixture = withModelApiFixture();
const PAGE = 'http://127.0.0.1:4317';
const BROWSER_HEADERS = 'authorization,content-type,anthropic-version,anthropic-dangerous-direct-browser-access,x-stainless-os';

function preflight(base: string, path: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: { origin: PAGE, 'access-control-request-method': 'POST', 'access-control-request-headers': BROWSER_HEADERS },
  });
}

const chat = (base: string) =>
  fetch(`${base}/v1/chat/completions`, {
    method: 'POST',
    headers: { origin: PAGE, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'fixture-model', messages: [{ role: 'user', content: 'hi' }] }),
  });

describe('model-API fixture, browser access and control', () => {
  it('answers a preflight with 204, the page origin and every requested header, and exposes retry-after', async () => {
    const base = fixture.server().url;
    for (const path of ['/v1/messages', '/v1/chat/completions', '/v1/models']) {
      const answer = await preflight(base, path);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(PAGE);
      expect(answer.headers.get('access-control-allow-headers')).toBe(BROWSER_HEADERS);
    }
    const response = await chat(base);
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(response.headers.get('access-control-expose-headers')).toContain('retry-after');
  });

  it('sends no CORS headers when a script turns CORS off, as LM Studio does by default', async () => {
    await fixture.control().script({ cors: false });
    const base = fixture.server().url;
    expect((await preflight(base, '/v1/chat/completions')).headers.get('access-control-allow-origin')).toBeNull();
    const response = await chat(base);
    expect([response.status, response.headers.get('access-control-allow-origin')]).toEqual([200, null]);
    await fixture.control().reset();
    expect((await preflight(base, '/v1/chat/completions')).headers.get('access-control-allow-origin')).toBe(PAGE);
  });

  it('starts without CORS from MODEL_API_CORS=off and prints its READY line', async () => {
    const started = await spawnFixture('model-api/server.ts', { PORT: '0', MODEL_API_CORS: 'off' });
    try {
      expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await preflight(started.url, '/v1/messages')).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await started.close();
    }
  });

  it('records preflights and requests, but not control calls', async () => {
    const base = fixture.server().url;
    await preflight(base, '/v1/messages');
    await chat(base);
    const requests = await fixture.control().requests();
    expect(requests.map((request) => [request.method, request.path, request.api, request.status])).toEqual([
      ['OPTIONS', '/v1/messages', 'anthropic', 204],
      ['POST', '/v1/chat/completions', 'openai', 200],
    ]);
  });

  it('refuses control calls from a page and names what is wrong in an invalid script', async () => {
    const base = fixture.server().url;
    const fromPage = await fetch(`${base}/control/requests`, { headers: { origin: PAGE } });
    expect(fromPage.status).toBe(403);
    const invalid = await fetch(`${base}/control/script`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ reply: { kind: 'answer', toolCalls: [{ name: 'has.dot', arguments: {} }] } }, { reply: { kind: 'shout' } }] }),
    });
    expect(invalid.status).toBe(400);
    const { issues } = z.object({ issues: z.array(z.object({ path: z.string() })) }).parse(await invalid.json());
    expect(issues.map((issue) => issue.path)).toEqual(['rules.0.reply.toolCalls.0.name', 'rules.1.reply.kind']);
  });

  it('answers a request no rule matches with a text that says so, and plays a repeating rule every time', async () => {
    await fixture.control().script({ rules: [{ when: { userSays: 'ping' }, reply: { kind: 'answer', text: 'pong' }, repeat: true }] });
    const ask = async (content: string) => {
      const response = await fetch(`${fixture.server().openaiBaseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'fixture-model', messages: [{ role: 'user', content }] }),
      });
      return z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })) }).parse(await response.json()).choices[0]?.message.content;
    };
    expect([await ask('ping'), await ask('ping'), await ask('hello')]).toEqual(['pong', 'pong', 'The model-API fixture has no scripted reply for this request.']);
  });
});
