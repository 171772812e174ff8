import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeHost } from '../../bin/serve/host';
import { closeServer, errorOf, listenAt } from './proxy-harness';

// Issue 39, item 5: the own-address check compared strings, so `[::ffff:127.0.0.1]`, `0.0.0.0`,
// `0` and, bound to a wildcard, any local address reached the console's own listener.
const hosts: { name: string; host: string; server: ReturnType<typeof createServer>; console: BridgeHost; port: number; loops: string[] }[] = [];

async function startOn(bind: string): Promise<(typeof hosts)[number]> {
  const console = new BridgeHost({ stdio: [], echo: () => undefined });
  const loops: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // A request that arrives here with another Host than the test's own came through the proxy.
    if (req.headers.host !== `127.0.0.1:${port}`) loops.push(`${req.headers.host ?? ''} ${req.url ?? ''}`);
    if (!console.handle(req, res)) res.writeHead(404).end();
  });
  const port = await listenAt(server, bind);
  console.listening({ host: bind, port });
  const started = { name: bind, host: bind, server, console, port, loops };
  hosts.push(started);
  return started;
}

afterAll(async () => {
  await Promise.all(hosts.map(({ server }) => closeServer(server)));
});

let loopback: Awaited<ReturnType<typeof startOn>>;
let wildcard: Awaited<ReturnType<typeof startOn>>;
beforeAll(async () => {
  loopback = await startOn('127.0.0.1');
  wildcard = await startOn('0.0.0.0');
});

async function proxied(on: typeof loopback, target: string): Promise<{ status: number; error: string }> {
  const response = await fetch(`http://127.0.0.1:${on.port}/.mcp-console/proxy?target=${encodeURIComponent(target)}`, { method: 'POST', headers: { 'x-mcp-console-secret': on.console.secret }, body: '{}' });
  return { status: response.status, error: await errorOf(response) };
}

describe("the proxy's own-address check (issue 39)", () => {
  it('refuses [::ffff:127.0.0.1], 0.0.0.0, 0 and other numeric forms of itself with 400, and nothing reaches the listener', async () => {
    const { port } = loopback;
    for (const target of [`http://[::ffff:127.0.0.1]:${port}/`, `http://0.0.0.0:${port}/`, `http://0:${port}/`, `http://0x7f.1:${port}/`, `http://2130706433:${port}/`, `http://[::]:${port}/`]) {
      const answer = await proxied(loopback, target);
      expect(answer.status, target).toBe(400);
      expect(answer.error, target).toContain('own address');
    }
    expect(loopback.loops).toEqual([]);
  });

  it('bound to a wildcard, refuses any loopback address at its port, and still forwards to another port', async () => {
    const { port } = wildcard;
    for (const target of [`http://127.0.0.2:${port}/`, `http://[::ffff:127.0.0.3]:${port}/`, `http://localhost:${port}/`]) {
      expect((await proxied(wildcard, target)).status, target).toBe(400);
    }
    expect(wildcard.loops).toEqual([]);
    // The loopback console on another port is a local server like any other: forwarded (it answers 401 without its own secret).
    expect((await proxied(wildcard, `http://127.0.0.1:${loopback.port}/.mcp-console/servers`)).status).toBe(401);
  });

  it('a name that does not resolve is a 502 naming it', async () => {
    const answer = await proxied(loopback, 'http://no-such-host.invalid/mcp');
    expect(answer.status).toBe(502);
    expect(answer.error).toContain('no-such-host.invalid');
  });
});
