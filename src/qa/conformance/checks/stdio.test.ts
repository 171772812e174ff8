import { describe, expect, it } from 'vitest';
import { ALL_CHECKS } from '../registry';
import { runChecks } from '../run-checks';
import type { CheckResult, StdioTarget, StdoutStrayLine } from '../types';
import { standInTarget } from './stand-in.test-util';
import { stdioChecks } from './stdio';

/** A server that answers nothing: the stdio checks read only the process facts. */
const silent: typeof fetch = () => Promise.resolve(new Response(null, { status: 503 }));

function processFacts(lines: StdoutStrayLine[], exit: Awaited<ReturnType<StdioTarget['stdinCloseExit']>>, closes: number[] = []): StdioTarget {
  return {
    stdoutAudit: () => lines,
    stdinCloseExit: (timeoutMs) => {
      closes.push(timeoutMs);
      return Promise.resolve(exit);
    },
  };
}

async function run(stdio: StdioTarget | undefined, checks = stdioChecks): Promise<Record<string, CheckResult | undefined>> {
  const input = { ...standInTarget({ url: 'http://127.0.0.1:1/mcp', era: 'modern', fetch: silent }), ...(stdio === undefined ? {} : { transport: 'stdio' as const, stdio }) };
  const report = await runChecks(input, { checks });
  return Object.fromEntries(report.results.map((r) => [r.id, r]));
}

const exited = { exited: true, ms: 40, code: 0, signal: null };

describe('stdio checks', () => {
  it('fail stdio.stdout-json-only quoting the stray lines, and stdio.one-line-messages on a pretty-printed message', async () => {
    const lines: StdoutStrayLine[] = [
      { at: 1, text: 'debug: started', reason: 'not-json' },
      { at: 2, text: '{"hello":1}', reason: 'not-json-rpc' },
      { at: 3, text: '{\n  "jsonrpc": "2.0"\n}', reason: 'multi-line' },
    ];
    const results = await run(processFacts(lines, exited));
    expect(results['stdio.stdout-json-only']?.status).toBe('fail');
    expect(results['stdio.stdout-json-only']?.message).toContain('2 lines that are not JSON-RPC messages on stdout: "debug: started", "{\\"hello\\":1}"');
    expect(results['stdio.one-line-messages']?.status).toBe('fail');
    expect(results['stdio.one-line-messages']?.message).toContain('1 message written over several lines');
  });

  it('pass on a clean process that exits when its stdin closes, closing stdin once with a 2 s timeout', async () => {
    const closes: number[] = [];
    const results = await run(processFacts([], exited, closes));
    expect(Object.values(results).map((r) => r?.status)).toEqual(['pass', 'pass', 'pass']);
    expect(closes).toEqual([2_000]);
  });

  it('warn (SHOULD) when the process lingers after its stdin closes', async () => {
    const results = await run(processFacts([], { exited: false, ms: 2_000, code: null, signal: null }));
    expect(results['stdio.exits-on-stdin-close']?.status).toBe('warn');
    expect(results['stdio.exits-on-stdin-close']?.message).toContain('still running 2000 ms after its stdin was closed');
  });

  it('are n/a on an HTTP server, with the reason', async () => {
    const results = await run(undefined);
    expect(results['stdio.stdout-json-only']?.status).toBe('n/a');
    expect(results['stdio.stdout-json-only']?.message).toMatch(/^http server: only a server started as a process/);
  });
});

describe('HTTP-only checks on a stdio server', () => {
  it('are n/a, each with a reason that starts "stdio server:", without a request being sent', async () => {
    const httpOnly = ALL_CHECKS.filter((c) => c.applies.transport?.only === 'http');
    expect(httpOnly.map((c) => c.id)).toEqual(expect.arrayContaining(['cors.preflight', 'http.origin-validated', 'http.host-validated', 'http.method-header-missing', 'http.unknown-session', 'http.content-type']));
    const results = await run(processFacts([], exited), httpOnly);
    for (const check of httpOnly) {
      expect(results[check.id]?.status, check.id).toBe('n/a');
      expect(results[check.id]?.message).toBe(`stdio server: ${check.applies.transport?.reason ?? ''}`);
    }
  });
});
