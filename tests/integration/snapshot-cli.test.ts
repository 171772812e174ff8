import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProtectedServer } from '../../e2e/fixtures/auth-mcp-server';
import { signAccessToken } from '../../e2e/fixtures/auth-tokens';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { startSnapshotV1Server } from '../../e2e/fixtures/snapshot-v1-server';
import { startSnapshotV2Server } from '../../e2e/fixtures/snapshot-v2-server';
import { parseSnapshot } from '../../src/qa/snapshot';
import { finished, type CliRun } from '../package/run-cli';
import { spawnSourceCli } from './source-cli';


/** `mcp-console …` from source, as CI runs it before packing. */
function cli(args: string[]): Promise<CliRun> {
  return finished(spawnSourceCli(args));
}

/** A bearer token the protected fixture accepts (it verifies the fixture's own signature, scope and audience). */
function fixtureToken(serverUrl: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signAccessToken({ iss: 'http://127.0.0.1:9', sub: 'ci', aud: serverUrl, scope: 'mcp:read', client_id: 'ci', iat: now, exp: now + 600 });
}

describe('mcp-console snapshot and diff (CLI from source)', () => {
  let v1: FixtureServer;
  let v2: FixtureServer;
  let guarded: FixtureServer;
  const dir = mkdtempSync(join(tmpdir(), 'mcp-snapshot-cli-'));
  beforeAll(async () => {
    // The authorization server is never contacted: the CLI sends the token itself, and the fixture checks it locally.
    [v1, v2, guarded] = await Promise.all([startSnapshotV1Server(), startSnapshotV2Server(), startProtectedServer({ authServer: 'http://127.0.0.1:9' })]);
  });
  afterAll(async () => {
    await Promise.all([v1.close(), v2.close(), guarded.close()]);
  });

  it('diff of a server against itself exits 0 with "No changes."', async () => {
    const run = await cli(['diff', v1.url, v1.url]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('No changes.');
    expect(run.stdout).not.toContain('## Breaking');
  });

  it('--header reaches a server that requires it; without it the snapshot exits 2 and names the 401', async () => {
    const token = fixtureToken(guarded.url);
    const denied = await cli(['snapshot', guarded.url]);
    expect(denied.code).toBe(2);
    expect(denied.stdout).toBe('');
    expect(denied.stderr).toContain('HTTP 401');
    const allowed = await cli(['snapshot', guarded.url, '--header', `Authorization: Bearer ${token}`]);
    expect(allowed.code, allowed.stderr).toBe(0);
    const parsed = parseSnapshot(allowed.stdout);
    expect(parsed.ok && Object.keys(parsed.snapshot.tools)).toEqual(['admin-reset', 'whoami']);
    expect(allowed.stdout).not.toContain(token);
  });

  it('writes a snapshot file, and a diff against its own server exits 0 with no changes', async () => {
    const file = join(dir, 'v1.json');
    const taken = await cli(['snapshot', v1.url, '--out', file]);
    expect(taken.code).toBe(0);
    expect(taken.stdout).toBe('');
    const parsed = parseSnapshot(readFileSync(file, 'utf8'));
    expect(parsed.ok && parsed.snapshot.server).toEqual({ name: 'snapshot-fixture', version: '1.0.0' });
    const same = await cli(['diff', file, v1.url]);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('No changes.');
  });

  it('exits 1 on breaking changes and lists them first, in Markdown or JSON', async () => {
    const markdown = await cli(['diff', v1.url, v2.url]);
    expect(markdown.code).toBe(1);
    expect(markdown.stdout.indexOf('## Breaking')).toBeLessThan(markdown.stdout.indexOf('## Compatible'));
    expect(markdown.stdout).toContain('`$.tools["legacy-search"]`');
    const json = await cli(['diff', v1.url, v2.url, '--format', 'json']);
    expect(json.code).toBe(1);
    const diff: unknown = JSON.parse(json.stdout);
    expect(diff).toMatchObject({ summary: { breaking: 13 } });
  });

  it('prints the snapshot on stdout without --out', async () => {
    const run = await cli(['snapshot', v2.url, '--header', 'Authorization: Bearer s3cret']);
    expect(run.code).toBe(0);
    expect(parseSnapshot(run.stdout).ok).toBe(true);
    expect(run.stdout).not.toContain('s3cret');
  });

  it.each([
    [['snapshot'], 'needs the URL'],
    [['snapshot', 'ftp://example.test/mcp'], 'not an http(s) URL'],
    [['diff', 'only-one.json'], 'needs two sides'],
    [['diff', 'missing-a.json', 'missing-b.json'], 'cannot read missing-a.json'],
    [['diff', '--format', 'xml', 'a.json', 'b.json'], '--format takes'],
    [['snapshot', 'http://127.0.0.1:9/mcp'], 'Could not connect'],
  ])('exits 2 for %j', async (args, message) => {
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});
