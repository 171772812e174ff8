import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { finished } from '../package/run-cli';

const HOST = fileURLToPath(new URL('./stdio-bridge-long-line-host.ts', import.meta.url));
const MIB = 1024 * 1024;

const Result = z.object({
  growth: z.number(),
  answer: z.array(z.unknown()),
  audit: z.array(z.object({ reason: z.string(), length: z.number(), tail: z.string() })),
});

/** The bridge runs in a process of its own, so only its memory is measured. */
async function runHost(lineMib: number): Promise<z.infer<typeof Result>> {
  const run = await finished(spawn(process.execPath, ['--import', 'tsx', HOST, String(lineMib)], { stdio: ['ignore', 'pipe', 'pipe'] }));
  expect(run.code, run.stderr).toBe(0);
  return Result.parse(JSON.parse(run.stdout));
}

describe('a huge stdout line from a bridged stdio server', () => {
  it('is cut to its start and marked, memory stays bounded, and the next message still arrives', async () => {
    const result = await runHost(5);
    expect(result.answer).toEqual([{ jsonrpc: '2.0', id: 2, result: { tools: [] } }]);
    expect(result.audit).toHaveLength(1);
    expect(result.audit[0]?.reason).toBe('not-json');
    expect(result.audit[0]?.tail).toMatch(/\[line cut: it was 5242880 bytes long; only its first 65536 are kept\]$/);
    expect(result.audit[0]?.length).toBeLessThan(70_000);
    // Bridging costs about 10 MiB here; readline held the line and its copies: 28 MiB for 5 MiB.
    expect(result.growth).toBeLessThan(20 * MIB);
  }, 30_000);
});
