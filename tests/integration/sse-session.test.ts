import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startEverythingSse } from '../../e2e/fixtures/everything';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { McpSession, MemoryVerdictStore, TrafficLog } from '../../src/protocol';

let server: FixtureServer;
let html404: Server;
let html404Url: string;

const HTML_PAGE = '<!DOCTYPE html><html><head><title>Not Found</title></head><body><h1>Nothing here</h1><pre>Cannot POST /nope</pre></body></html>';

beforeAll(async () => {
  server = await startEverythingSse(0);
  html404 = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(HTML_PAGE);
  });
  await new Promise<void>((resolve) => html404.listen(0, '127.0.0.1', resolve));
  html404Url = `http://127.0.0.1:${(html404.address() as AddressInfo).port}/nope`;
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => html404.close(resolve));
});

/** The array under `key` of a result, each item a loose object. */
const listOf = (key: string) => z.looseObject({}).transform((result) => z.array(z.looseObject({})).parse(result[key]));

describe('HTTP+SSE (2024-11-05) fallback against the unmodified server-everything in sse mode', () => {
  it('falls back after the 404 to the POST, says so in the evidence, and everything runs over the stream', async () => {
    const verdicts = new MemoryVerdictStore();
    const traffic = new TrafficLog();
    const session = new McpSession({ url: server.url, verdicts, traffic });
    const status = await session.connect();
    try {
      if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
      expect(status.negotiation).toMatchObject({ era: 'legacy', transport: 'sse' });
      // In the order it happened, and the HTML 404 page as its title and text, never as markup.
      expect(status.negotiation.evidence[0]).toBe("server/discover → HTTP 404, HTML page 'Error — Cannot POST /sse' → legacy fallback");
      expect(status.negotiation.evidence[1]).toMatch(/^Streamable HTTP: POST initialize answered HTTP 404/);
      expect(status.negotiation.evidence.join('\n')).toMatch(/Streamable HTTP: POST initialize answered HTTP 404 \(text\/html: .*Cannot POST \/sse\) → HTTP\+SSE fallback/);
      expect(status.negotiation.evidence.join('\n')).toMatch(/HTTP\+SSE: GET → HTTP 200 text\/event-stream, first event 'endpoint' \/message\?sessionId=/);
      expect(status.negotiation.evidence).toContain(`initialize → HTTP 202, protocolVersion ${status.negotiation.protocolVersion}`);
      expect(verdicts.get(server.url)).toMatchObject({ era: 'legacy', transport: 'sse' });

      const resources = await session.request({ method: 'resources/list', params: {} }, listOf('resources'));
      expect(resources.length).toBeGreaterThan(0);
      const templates = await session.request({ method: 'resources/templates/list', params: {} }, listOf('resourceTemplates'));
      expect(templates.length).toBeGreaterThan(0);
      const uri = z.string().parse(resources[0]?.['uri']);
      const read = await session.request({ method: 'resources/read', params: { uri } }, listOf('contents'));
      expect(read[0]).toMatchObject({ uri });
      const prompt = await session.request({ method: 'prompts/get', params: { name: 'simple-prompt' } }, listOf('messages'));
      expect(prompt.length).toBeGreaterThan(0);
      const echo = await session.request({ method: 'tools/call', params: { name: 'echo', arguments: { message: 'over sse' } } }, listOf('content'));
      expect(JSON.stringify(echo)).toContain('over sse');

      // A reply can arrive on the stream before its POST's 202 is read; wait for the POSTs, not the open stream.
      const firstPost = traffic.getSnapshot().exchanges.find((e) => e.request.url.includes('/message?sessionId='))?.id ?? 0;
      await traffic.whenSettled(firstPost, 5000);
      const exchanges = traffic.getSnapshot().exchanges;
      const stream = exchanges.find((e) => e.request.method === 'GET' && e.response?.contentType?.startsWith('text/event-stream') === true);
      expect(stream?.sse[0]?.event).toBe('endpoint');
      const posts = exchanges.filter((e) => e.request.method === 'POST' && e.request.url.includes('/message?sessionId='));
      expect(posts.map((e) => e.rpcMethod)).toEqual(expect.arrayContaining(['initialize', 'resources/list', 'resources/read', 'prompts/get', 'tools/call']));
      expect(posts.map((e) => `${e.rpcMethod ?? ""} ${e.response?.status ?? e.state}`)).toEqual(posts.map((e) => `${e.rpcMethod ?? ""} 202`));
    } finally {
      await session.close();
    }

    const again = new McpSession({ url: server.url, verdicts, traffic: new TrafficLog() });
    const second = await again.connect();
    try {
      if (second.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(second)}`);
      expect(second.negotiation.transport).toBe('sse');
      expect(again.traffic.getSnapshot().exchanges.find((e) => e.request.method === 'POST')?.request.url).toContain('/message?sessionId=');
      expect(second.negotiation.evidence[0]).toMatch(/^remembered verdict from .* over HTTP\+SSE — probe skipped$/);
    } finally {
      await again.close();
    }
  });

  it('resources/subscribe brings notifications/resources/updated over the stream', async () => {
    const session = new McpSession({ url: server.url, traffic: new TrafficLog() });
    await session.connect();
    try {
      const updated = new Promise<unknown>((resolve) => {
        session.inbound.subscribe((message) => {
          if ('method' in message && message.method === 'notifications/resources/updated') resolve(message);
        });
      });
      const uri = 'demo://resource/static/document/architecture.md';
      await session.request({ method: 'resources/subscribe', params: { uri } }, z.looseObject({}));
      // server-everything sends updates for subscribed URIs once this tool starts its 5 s timer.
      await session.request({ method: 'tools/call', params: { name: 'toggle-subscriber-updates', arguments: {} } }, listOf('content'));
      expect(await updated).toMatchObject({ params: { uri } });
    } finally {
      await session.close();
    }
  }, 20_000);

  it('a dropped event stream starts the reconnect loop, which comes back over HTTP+SSE with a fresh handshake', async () => {
    let own = await startEverythingSse(0);
    const session = new McpSession({ url: own.url, traffic: new TrafficLog() });
    const states: string[] = [];
    session.status.subscribe(() => states.push(session.status.getSnapshot().state));
    try {
      expect((await session.connect()).state).toBe('connected');
      await own.close();
      await expect.poll(() => session.status.getSnapshot().state, { timeout: 10_000 }).toBe('reconnecting');
      own = await startEverythingSse(Number(new URL(own.url).port));
      await expect.poll(() => session.status.getSnapshot().state, { timeout: 15_000 }).toBe('connected');
      const back = session.status.getSnapshot();
      expect(back.state === 'connected' && back.negotiation.transport).toBe('sse');
      const tools = await session.request({ method: 'tools/list', params: {} }, listOf('tools'));
      expect(tools.length).toBeGreaterThan(0);
      expect(states).toContain('reconnecting');
    } finally {
      await session.close();
      await own.close();
    }
  }, 40_000);

  it('a URL that fits neither transport gets one message naming both attempts, the HTML summarised as text', async () => {
    const traffic = new TrafficLog();
    const session = new McpSession({ url: html404Url, traffic });
    const status = await session.connect();
    if (status.state !== 'error') throw new Error(`expected an error: ${JSON.stringify(status)}`);
    expect(status.error.message).toBe(
      `HTTP 404 Not Found from ${html404Url} — there is no MCP endpoint at this URL; check the path (often /mcp). Neither transport answered: ` +
        'Streamable HTTP: POST answered HTTP 404 (text/html: Not Found — Nothing here Cannot POST /nope); HTTP+SSE: GET answered HTTP 404 (text/html: Not Found — Nothing here Cannot POST /nope), not an event stream.',
    );
    expect(status.error.message).not.toMatch(/<[a-z!/]/i);
    const linked = traffic.getSnapshot().exchanges.find((e) => e.id === status.error.exchangeId);
    expect(linked?.response?.body?.text).toBe(HTML_PAGE);
  });
});
