import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alive, fixturePid, jsonReport, ROOT, runCli } from './stdio-checks-harness';

const FIXTURE = join(ROOT, 'e2e/fixtures/stdio-server.ts');

/** The SDK stdio fixture with one defect planted around it, as a script `node --import tsx` runs. */
function plantedServer(name: string, prelude: string): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'mcp-console-stdio-defect-')), `${name}.mts`);
  writeFileSync(file, `${prelude}\nconst { serveStdioFixture } = await import(${JSON.stringify(FIXTURE)});\nserveStdioFixture(${JSON.stringify(name)});\n`);
  return ['node', '--import', 'tsx', file];
}

/** Every message the SDK writes comes out pretty-printed over several lines. */
const PRETTY = `
const write = process.stdout.write.bind(process.stdout);
const pretty = (line) => { try { return line === '' ? line : JSON.stringify(JSON.parse(line), null, 2); } catch { return line; } };
process.stdout.write = (chunk, ...rest) => write(String(chunk).split('\\n').map(pretty).join('\\n'), ...rest);
`;

/** The server keeps running after its stdin closes (the fixture's exit on end is swallowed). */
const LINGERS = `
process.exit = () => undefined;
setInterval(() => {}, 1_000);
`;

async function statusOf(command: string[], id: string): Promise<{ status: string | undefined; message: string | undefined; pid: number }> {
  const run = await runCli(['check', '--json', '--only', 'discover.shape', '--only', id, '--', ...command]);
  const result = jsonReport(run.stdout).results.find((r) => r.id === id);
  return { status: result?.status, message: result?.message, pid: fixturePid(run.stderr) };
}

describe('stdio checks on planted defects in real processes', { timeout: 60_000 }, () => {
  it('a server that pretty-prints its messages fails stdio.one-line-messages', async () => {
    const result = await statusOf(plantedServer('stdio-pretty-fixture', PRETTY), 'stdio.one-line-messages');
    expect(result.status).toBe('fail');
    expect(result.message).toMatch(/messages? written over several lines on stdout: "\{\\n {2}\\"/);
  });

  it('a server that lingers after its stdin closes is warned by stdio.exits-on-stdin-close, and is stopped anyway', async () => {
    const result = await statusOf(plantedServer('stdio-lingering-fixture', LINGERS), 'stdio.exits-on-stdin-close');
    expect(result.status).toBe('warn');
    expect(result.message).toContain('still running 2000 ms after its stdin was closed');
    expect(alive(result.pid)).toBe(false);
  });
});
