import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { startSnapshotV1Server } from '../../e2e/fixtures/snapshot-v1-server';
import { startSnapshotV2Server } from '../../e2e/fixtures/snapshot-v2-server';
import { installedPackage, type InstalledPackage } from './installed';
import { runCli } from './run-cli';

describe('snapshot and diff from the installed package (issue 18)', () => {
  let pkg: InstalledPackage;
  let v1: FixtureServer;
  let v2: FixtureServer;
  beforeAll(async () => {
    pkg = installedPackage();
    [v1, v2] = await Promise.all([startSnapshotV1Server(), startSnapshotV2Server()]);
  });
  afterAll(async () => {
    await Promise.all([v1.close(), v2.close()]);
  });

  it('writes a snapshot that diffs clean against its server (exit 0) and breaking against v2 (exit 1)', async () => {
    const file = join(pkg.installDir, 'snapshot-v1.json');
    const taken = await runCli(pkg.installDir, ['snapshot', v1.url, '--out', file, '--contents']);
    expect(taken.code, taken.stderr).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'mcp-console-snapshot', formatVersion: 1, contentHashes: true });
    const same = await runCli(pkg.installDir, ['diff', file, v1.url]);
    expect(same.code, same.stderr).toBe(0);
    expect(same.stdout).toContain('No changes.');
    const broken = await runCli(pkg.installDir, ['diff', file, v2.url, '--format', 'json']);
    expect(broken.code, broken.stderr).toBe(1);
    expect(JSON.parse(broken.stdout)).toMatchObject({ summary: { breaking: 13 } });
  });

  it('exits 2 when a side cannot be reached', async () => {
    const run = await runCli(pkg.installDir, ['diff', v1.url, 'http://127.0.0.1:9/mcp']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Could not connect');
  });
});
