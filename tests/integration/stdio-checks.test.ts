import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CHECKS } from '../../src/qa/conformance';
import { alive, CLEAN, fixturePid, jsonReport, NOISY, runCli, startCli } from './stdio-checks-harness';

const HTTP_ONLY = ALL_CHECKS.filter((c) => c.applies.transport?.only === 'http').map((c) => c.id);
const STDIO = ALL_CHECKS.filter((c) => c.applies.transport?.only === 'stdio').map((c) => c.id);

/**
 * `check -- <command>` on the real bridge and the stdio fixtures (issue 31): the CLI starts
 * the process, runs the same checks as for a URL, and stops it.
 */
describe('mcp-console check -- <command> (stdio)', { timeout: 60_000 }, () => {
  it('fails stdio.stdout-json-only on a server that logs on stdout, quoting the line, with exit 1', async () => {
    const run = await runCli(['check', '--json', '--', ...NOISY]);
    expect(run.code).toBe(1);
    const result = jsonReport(run.stdout).results.find((r) => r.id === 'stdio.stdout-json-only');
    expect(result?.status).toBe('fail');
    expect(result?.message).toContain('"debug: started"');
    // The bridge's per-run secret (64 hex digits) is redacted from the report and the progress.
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/[0-9a-f]{64}/);
  });

  it('passes the stdio checks on a clean server, n/a for every HTTP-only check with its stdio reason, and leaves no process behind', async () => {
    const run = await runCli(['check', '--json', '--', ...CLEAN]);
    const report = jsonReport(run.stdout);
    expect(report.transport).toBe('stdio');
    expect(report.url).toBe(`stdio: ${CLEAN.join(' ')}`);
    for (const id of STDIO) expect(report.results.find((r) => r.id === id)?.status, id).toBe('pass');
    for (const id of HTTP_ONLY) expect(report.results.find((r) => r.id === id)?.message, id).toMatch(/^stdio server: /);
    // The one true finding: the SDK's serveStdio checks the protocol version of the opening
    // request only, so a later request for 1900-01-01 gets a result instead of -32022.
    expect(report.results.filter((r) => r.status === 'fail').map((r) => r.id)).toEqual(['http.unsupported-version']);
    // The child's stderr is echoed on stderr with its name, never on stdout (the report alone).
    expect(run.stderr).toContain(`[stdio: ${CLEAN.join(' ')}] stdio fixture ready`);
    expect(run.stdout).not.toContain('stdio fixture ready');
    expect(alive(fixturePid(run.stderr))).toBe(false);
  });

  it('exits 2 with the reason when the command cannot start, or exits before it answers', async () => {
    const missing = await runCli(['check', '--', '/nonexistent/binary', '--flag']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot start "/nonexistent/binary --flag": command not found');
    expect(missing.stdout).toBe('');
    const exits = await runCli(['check', '--', 'node', '-e', 'process.exit(3)']);
    expect(exits.code).toBe(2);
    expect(exits.stderr).toContain('exited with code 3');
  });

  it('a server that crashes at start gets one message: its exit code and last stderr lines, not the bridge\'s 503', async () => {
    const crash = "console.error('fatal: no config file'); console.error('  at start (server.js:3)'); process.exit(4)";
    const run = await runCli(['check', '--', 'node', '-e', crash]);
    expect(run.code).toBe(2);
    const messages = run.stderr.split('\n').filter((line) => line.startsWith('mcp-console:'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('exited with code 4');
    expect(run.stderr).toMatch(/Its last stderr lines:\n {2}fatal: no config file\n {4}at start \(server\.js:3\)/);
    expect(run.stderr).not.toMatch(/-32000|503/);
  });

  it('check --config <file> --server <name> starts that entry', async () => {
    const run = await runCli(['check', '--json', '--only', 'stdio.*', '--config', 'e2e/fixtures/config/claude_desktop_config.json', '--server', 'Stdio fixture'], {
      MCP_CONSOLE_FIXTURE_GREETING: 'hello',
    });
    expect(run.code).toBe(0);
    expect(jsonReport(run.stdout).results.map((r) => [r.id, r.status])).toEqual(STDIO.map((id) => [id, 'pass']));
    // The other entry's unset variables are named, and did not stop the run.
    expect(run.stderr).toContain('server "demo-http": ${MCP_CONSOLE_FIXTURE_PORT} is not set in the environment');
    expect(alive(fixturePid(run.stderr))).toBe(false);
  });

  it('snapshot --out and diff against the same stdio server exit 0 with no change', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'mcp-console-stdio-')), 'x.json');
    const snapshot = await runCli(['snapshot', '--out', out, '--', ...CLEAN]);
    expect(snapshot.code).toBe(0);
    const diff = await runCli(['diff', out, '--', ...CLEAN]);
    expect(diff.stdout).toContain('No changes.');
    expect(diff.code).toBe(0);
  });

  it('walkthrough <file> -- <command> runs the steps against the stdio server', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mcp-console-stdio-')), 'tour.yaml');
    const steps = ['  - caption: Echo a line.', '    tool: echo', '    arguments: { text: "hi there" }', '    expect: "hi there"'];
    writeFileSync(file, ['format: mcp-console-walkthrough', 'version: 1', 'title: stdio tour', 'steps:', ...steps, ''].join('\n'));
    const run = await runCli(['walkthrough', file, '--', ...CLEAN]);
    expect(run.stdout).toBe('ok   step 1 of 1: Echo a line.\nall 1 steps passed\n');
    expect(run.code).toBe(0);
    expect(alive(fixturePid(run.stderr))).toBe(false);
  });

  it('stops a child that ignores stdin and SIGTERM when the connection fails (--timeout bounds the start)', async () => {
    const stubborn = "process.on('SIGTERM', () => {}); console.error('stdio fixture ready (pid ' + process.pid + ')'); setInterval(() => {}, 1000)";
    const run = await runCli(['check', '--timeout', '1000', '--', 'node', '-e', stubborn]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Could not connect to stdio: node -e');
    expect(alive(fixturePid(run.stderr))).toBe(false);
  });

  it('Ctrl-C during a run stops the child too', async () => {
    const cli = startCli(['check', '--', ...CLEAN]);
    const pid = await cli.pid;
    cli.child.kill('SIGINT');
    const [code, signal] = await cli.exited;
    expect(code ?? signal).not.toBe(0);
    // The child gets its signal before the CLI exits, but may still be ending (or waiting for init
    // to reap it) at that instant on a loaded machine: what counts is that it goes, unprompted.
    await expect.poll(() => alive(pid), { timeout: 5_000 }).toBe(false);
  });
});
