import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeHost } from '../serve/host';
import { UsageError } from '../exit-codes';
import { bridgeHostFor } from './serve-bridges';

const CONFIG = { mcpServers: { remote: { url: 'https://remote.example/mcp' }, a: { command: 'node', args: ['a.js'] }, b: { command: 'node', args: ['b.js'] } } };

function configFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mcp-console-serve-bridges-')), '.mcp.json');
  writeFileSync(file, JSON.stringify(CONFIG));
  return file;
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

/** What the page reads on load: `GET /.mcp-console/servers` with the secret, as `serve` mounts the host. */
async function announced(host: BridgeHost): Promise<unknown> {
  const server = createServer((req, res) => {
    if (!host.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  host.listening({ host: '127.0.0.1', port: address.port });
  stop = async () => {
    await host.stopAll();
    await new Promise((resolve) => server.close(resolve));
  };
  const answer = await fetch(`http://127.0.0.1:${address.port}/.mcp-console/servers`, { headers: { 'x-mcp-console-secret': host.secret } });
  return answer.json();
}

async function hostFor(sources: { server?: string; connectAll?: boolean }): Promise<BridgeHost> {
  const host = await bridgeHostFor({ command: undefined, config: configFile(), server: sources.server, connectAll: sources.connectAll ?? false }, () => undefined);
  if (host === undefined) throw new Error('no host');
  return host;
}

const load = async (sources: { server?: string; connectAll?: boolean }): Promise<unknown> => announced(await hostFor(sources));

describe('serve --config: what the page is told to connect', () => {
  it('announces every server of the file, none of their processes started', async () => {
    const host = await hostFor({});
    const listing = await announced(host);
    expect(listing).toMatchObject({ servers: [{ id: 'a' }, { id: 'b' }, { id: 'remote' }] });
    expect([host.bridge('a')?.state().spawns, host.bridge('b')?.state().spawns]).toEqual([0, 0]);
    expect(listing).not.toHaveProperty('open');
    expect(listing).not.toHaveProperty('connectAll');
  });

  it('--connect-all: every one, the file’s first active unless --server names another', async () => {
    expect(await load({ connectAll: true })).toMatchObject({ open: 'remote', connectAll: true });
    await stop?.();
    expect(await load({ connectAll: true, server: 'b' })).toMatchObject({ open: 'b', connectAll: true });
  });

  it('--connect-all without --config is a usage error', async () => {
    await expect(bridgeHostFor({ command: ['node', 'x.js'], config: undefined, server: undefined, connectAll: true }, () => undefined)).rejects.toThrow(UsageError);
  });
});
