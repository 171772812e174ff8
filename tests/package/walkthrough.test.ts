import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { startWalkthroughServer } from '../../e2e/fixtures/walkthrough-server';
import { installedPackage, type InstalledPackage } from './installed';
import { runCli } from './run-cli';

const tour = (sum: string): string => `format: mcp-console-walkthrough
version: 1
title: Package tour
steps:
  - caption: Read the **welcome** note.
    resource: tour://notes/welcome.md
    expect: Welcome to the tour
  - caption: Greet Ada.
    prompt: greet
    arguments: { name: Ada }
    expect: Please greet Ada warmly.
  - caption: Add two numbers.
    tool: add
    arguments: { a: 2, b: 3 }
    expect: The sum is ${sum}
`;

describe('walkthrough from the installed package (issue 19)', () => {
  let pkg: InstalledPackage;
  let server: FixtureServer;
  beforeAll(async () => {
    pkg = installedPackage();
    server = await startWalkthroughServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('ships embed.js, the <mcp-console> element, at the root of the site', () => {
    expect(existsSync(join(pkg.packageDir, 'dist', 'embed.js'))).toBe(true);
  });

  it('exits 0 when every step passes, printing one line per step', async () => {
    const file = join(pkg.installDir, 'tour.yaml');
    writeFileSync(file, tour('5'));
    const run = await runCli(pkg.installDir, ['walkthrough', file, '--server', server.url]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(
      'ok   step 1 of 3: Read the welcome note.\nok   step 2 of 3: Greet Ada.\nok   step 3 of 3: Add two numbers.\nall 3 steps passed\n',
    );
  });

  it('exits 1 when a step expects text the result does not contain', async () => {
    const file = join(pkg.installDir, 'tour-wrong.yaml');
    writeFileSync(file, tour('6'));
    const run = await runCli(pkg.installDir, ['walkthrough', file, '--server', server.url]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('FAIL step 3 of 3: Add two numbers.\n     expected the result to contain "The sum is 6"');
    expect(run.stdout).toContain('1 of 3 steps failed');
  });

  it('exits 2 for an invalid file, naming the step and field, and for no connection', async () => {
    const file = join(pkg.installDir, 'tour-invalid.yaml');
    writeFileSync(file, tour('5').replace('expect: Welcome to the tour', 'expect: 42'));
    const invalid = await runCli(pkg.installDir, ['walkthrough', file, '--server', server.url]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('step 1, field expect:');
    const closed = await runCli(pkg.installDir, ['walkthrough', join(pkg.installDir, 'tour.yaml'), '--server', 'http://127.0.0.1:9/mcp']);
    expect(closed.code).toBe(2);
    expect(closed.stderr).toContain('Could not connect');
  });
});
