import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseXml, XmlElement } from '@rgrove/parse-xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoHttpServer } from '../../demo-server/http';
import { startDefectServer } from '../../e2e/fixtures/defect-server';
import { folderBytes, installedPackage, type InstalledPackage } from './installed';
import { PACKAGE_PORTS } from './ports';
import { runCli } from './run-cli';

const demoUrl = `http://127.0.0.1:${PACKAGE_PORTS.demoHttp}/mcp`;
const defectUrl = `http://127.0.0.1:${PACKAGE_PORTS.defect}/mcp`;
const closedUrl = `http://127.0.0.1:${PACKAGE_PORTS.closed}/mcp`;

interface JsonReport {
  results: { id: string; status: string }[];
  summary: Record<string, number>;
}

function parseJsonReport(text: string): JsonReport {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || !('results' in parsed) || !('summary' in parsed)) throw new Error('not a report');
  const { results, summary } = parsed;
  if (!Array.isArray(results) || typeof summary !== 'object' || summary === null) throw new Error('malformed report');
  return {
    results: results.map((r: unknown) => ({
      id: typeof r === 'object' && r !== null && 'id' in r ? String(r.id) : '',
      status: typeof r === 'object' && r !== null && 'status' in r ? String(r.status) : '',
    })),
    summary: Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, Number(v)])),
  };
}

interface JunitCase {
  name: string;
  classname: string;
  failure: boolean;
  skipped: boolean;
}

const elements = (node: XmlElement, name: string): XmlElement[] => node.children.filter((c): c is XmlElement => c instanceof XmlElement && c.name === name);

/** Parses with a compliant XML parser (it throws on anything not well-formed) and flattens the test cases. */
function parseJunit(xml: string): { cases: JunitCase[]; failuresAttr: number } {
  const root = parseXml(xml).root;
  if (root?.name !== 'testsuites') throw new Error('no <testsuites> root');
  const cases = elements(root, 'testsuite').flatMap((suite) =>
    elements(suite, 'testcase').map((c) => ({
      name: c.attributes.name ?? '',
      classname: c.attributes.classname ?? '',
      failure: elements(c, 'failure').length > 0,
      skipped: elements(c, 'skipped').length > 0,
    })),
  );
  return { cases, failuresAttr: Number(root.attributes.failures) };
}

describe('the installed package', () => {
  let pkg: InstalledPackage;
  let demo: { close(): Promise<void> };
  let defect: { close(): Promise<void> };
  beforeAll(async () => {
    pkg = installedPackage();
    [demo, defect] = await Promise.all([startDemoHttpServer({ port: PACKAGE_PORTS.demoHttp }), startDefectServer(PACKAGE_PORTS.defect)]);
  });
  afterAll(async () => {
    await Promise.all([demo.close(), defect.close()]);
  });

  it('is a public package with no runtime dependencies, so --omit=dev installs nothing but itself', () => {
    const manifest: unknown = JSON.parse(readFileSync(join(pkg.packageDir, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'mcp-console', license: 'MIT', bin: { 'mcp-console': 'cli/mcp-console.js' }, engines: { node: '>=20' } });
    expect(manifest).not.toHaveProperty('private');
    expect(manifest).not.toHaveProperty('dependencies');
    expect(manifest).toHaveProperty('repository');
    expect(manifest).toHaveProperty('keywords');
    // What npm packs: the CLI and the built site, never the sources or source maps.
    expect(manifest).toHaveProperty('files', ['cli/', 'dist/', '!dist/**/*.map']);
    expect(readdirSync(join(pkg.installDir, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['mcp-console']);
  });

  it('ships the built console without source maps or Monaco workers it never starts', () => {
    const files = readdirSync(pkg.packageDir, { recursive: true }).map(String);
    expect(files).toContain(join('dist', 'index.html'));
    expect(files).toContain(join('cli', 'mcp-console.js'));
    expect(readFileSync(join(pkg.packageDir, 'cli', 'THIRD-PARTY-NOTICES.txt'), 'utf8')).toMatch(/^@modelcontextprotocol\/client@/m);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(files.filter((f) => /(ts|css|html)\.worker/.test(f))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
  });

  // Issue 15's budgets, in decimal megabytes as npm reports sizes. Bytes, not timings: the same on every machine.
  it('keeps within its size budgets: tarball ≤ 5 MB, installed folder ≤ 40 MB', () => {
    expect(statSync(pkg.tarball).size).toBeLessThanOrEqual(5_000_000);
    expect(folderBytes(pkg.installDir)).toBeLessThanOrEqual(40_000_000);
  });

  it('prints its version and help, exit 0', async () => {
    const version = await runCli(pkg.installDir, ['--version']);
    expect(version).toMatchObject({ code: 0, stdout: '0.1.0\n' });
    const help = await runCli(pkg.installDir, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('mcp-console check <url>');
    const checkHelp = await runCli(pkg.installDir, ['check', '--help']);
    expect(checkHelp.code).toBe(0);
    expect(checkHelp.stdout).toContain('--format <f>');
    const serveHelp = await runCli(pkg.installDir, ['serve', '-h']);
    expect(serveHelp.code).toBe(0);
    expect(serveHelp.stdout).toContain('--port <n>');
  });

  it.each([
    [['bogus']],
    [['check']],
    [['check', demoUrl, '--format', 'xml']],
    [['check', demoUrl, '--no-such-flag']],
    [['check', 'not a url']],
    [['check', demoUrl, '--header', 'no colon']],
    [['check', demoUrl, '--requirements', '2024-01-01']],
    [['serve', '--port', 'eighty']],
  ])('exits 2 with usage on stderr and nothing on stdout for %j', async (args) => {
    const run = await runCli(pkg.installDir, args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('usage: mcp-console');
  });

  it('check --format json --requirements 2026-07-28 on the demo server: a JSON report with every result and the official requirements table, exit 0', async () => {
    const run = await runCli(pkg.installDir, ['check', demoUrl, '--format', 'json', '--requirements', '2026-07-28']);
    expect(run.code, run.stderr).toBe(0);
    const report = parseJsonReport(run.stdout);
    expect(report.results.length).toBeGreaterThan(50);
    expect(report.summary.fail).toBe(0);
    expect(report.results.find((r) => r.id === 'cache.ttl.tools-list')?.status).toBe('pass');
    // The official scenarios each check covers, and the revision's table (docs/checks.md).
    expect(run.stdout).toContain('"revision": "2026-07-28"');
    expect(run.stdout).toMatch(/"scenario": "caching",\s+"status": "covered",/);
  });

  it('check --format junit on the demo server: well-formed XML with one testcase per check and no failures, exit 0', async () => {
    const json = await runCli(pkg.installDir, ['check', demoUrl, '--json']);
    const junit = await runCli(pkg.installDir, ['check', demoUrl, '--format', 'junit']);
    expect(junit.code, junit.stderr).toBe(0);
    const report = parseJsonReport(json.stdout);
    const { cases, failuresAttr } = parseJunit(junit.stdout);
    expect(cases).toHaveLength(report.results.length);
    expect(cases.filter((c) => c.failure)).toHaveLength(0);
    expect(failuresAttr).toBe(0);
    expect(cases.filter((c) => c.skipped)).toHaveLength(report.summary['n/a'] ?? -1);
    expect(cases.find((c) => c.name.startsWith('cache.ttl.tools-list:'))?.classname).toBe('mcp-console.cache-hints');
  });

  it('check on the defect server exits 1 and names the failed checks, in JSON and in JUnit', async () => {
    // One after the other: some warn-level checks time the server, and parallel runs would skew them.
    const json = await runCli(pkg.installDir, ['check', defectUrl, '--json']);
    const junit = await runCli(pkg.installDir, ['check', defectUrl, '--format', 'junit']);
    const strict = await runCli(pkg.installDir, ['check', defectUrl, '--format', 'junit', '--fail-on', 'warning']);
    expect([json.code, junit.code, strict.code]).toEqual([1, 1, 1]);
    const report = parseJsonReport(json.stdout);
    const failed = report.results.filter((r) => r.status === 'fail').map((r) => r.id);
    expect(failed).toContain('cache.ttl.tools-list');
    const lenient = parseJunit(junit.stdout);
    expect(lenient.cases).toHaveLength(report.results.length);
    const lenientFailures = lenient.cases.filter((c) => c.failure).map((c) => c.name.split(':')[0]);
    expect(lenientFailures.sort()).toEqual([...failed].sort());
    expect(lenient.failuresAttr).toBe(failed.length);
    // With --fail-on warning the warned checks fail too: more failures, the failed ones among them.
    const warned = parseJunit(strict.stdout);
    const strictFailures = warned.cases.filter((c) => c.failure).map((c) => c.name.split(':')[0]);
    expect(warned.failuresAttr).toBe(strictFailures.length);
    expect(strictFailures.length).toBeGreaterThan(failed.length);
    expect(strictFailures).toEqual(expect.arrayContaining(failed));
  });

  it('check on a port where nothing listens exits 2 with the diagnosis on stderr', async () => {
    const run = await runCli(pkg.installDir, ['check', closedUrl, '--format', 'junit']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(closedUrl);
    expect(run.stderr).toContain('ECONNREFUSED');
  });

  it('inside GitHub Actions, failures are workflow annotations on stderr; the report stays alone on stdout', async () => {
    const run = await runCli(pkg.installDir, ['check', defectUrl, '--json'], { GITHUB_ACTIONS: 'true' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^::error title=MCP cache\.ttl\.tools-list::.+$/m);
    // A warned check (the defect server does not identify itself) is a warning, not an error.
    expect(run.stderr).toMatch(/^::warning title=MCP discover\.server-info::.+$/m);
    expect(run.stderr).not.toMatch(/^::error title=MCP discover\.server-info::/m);
    expect(parseJsonReport(run.stdout).summary.fail).toBeGreaterThan(0);
    const outside = await runCli(pkg.installDir, ['check', defectUrl, '--json']);
    expect(outside.stderr).not.toContain('::error');
    const closed = await runCli(pkg.installDir, ['check', closedUrl], { GITHUB_ACTIONS: 'true' });
    expect(closed.stderr).toMatch(/^::error title=mcp-console check::.*ECONNREFUSED/m);
  });
});
