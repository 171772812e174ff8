// `npm run test:conformance`: the official MCP conformance suite's client scenarios against the
// console as users install and serve it (the `npm pack` output of the package stage, `mcp-console
// serve`), driven in Debian Chromium through the names of shared/ui-contract.md. One served
// console and one browser serve every scenario; the suite's client command only hands it the URL.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium';
import { serveInstalled } from '../package/serve-installed';
import { runScenario, type ScenarioOutcome } from './driver';
import { isScenario, parseContext, SCENARIOS } from './scenarios';
import { ensureSuite, runSuiteScenario } from './suite';

/** Scenarios at once: each has its own suite process, scenario server and browser context. */
const CONCURRENCY = Number(process.env.CONFORMANCE_CONCURRENCY ?? 4);

/** Scenarios whose checks time the console's reconnects, so other work on the machine must not delay them. */
const TIMED: readonly string[] = ['sse-retry'];

async function body(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text);
}

/** The loopback endpoint the client command posts each scenario to; `handle` drives the console. */
function listen(handle: (scenario: string, serverUrl: string, context: string) => Promise<ScenarioOutcome>): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    void body(request)
      .then((parsed) => {
        if (typeof parsed !== 'object' || parsed === null || !('scenario' in parsed) || !('serverUrl' in parsed) || !('context' in parsed)) throw new Error('not a scenario');
        return handle(String(parsed.scenario), String(parsed.serverUrl), String(parsed.context));
      })
      .catch((error: unknown) => ({ ok: false, message: error instanceof Error ? error.message : String(error) }))
      .then((outcome) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(outcome)));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address !== null ? String(address.port) : '0'}/` });
    });
  });
}

/** `tsx tests/conformance/run.ts [scenario…]`: the scenarios named, or all of them. */
async function main(only: readonly string[]): Promise<number> {
  const unknown = only.filter((id) => !isScenario(id));
  if (unknown.length > 0) throw new Error(`unknown scenarios: ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}`);
  const chosen = only.length === 0 ? SCENARIOS : SCENARIOS.filter((id) => only.includes(id));
  ensureSuite();
  const started = Date.now();
  const served = await serveInstalled(['serve', '--port', '0']);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  const outcomes = new Map<string, ScenarioOutcome>();
  const outputDir = mkdtempSync(join(tmpdir(), 'mcp-console-conformance-'));
  const driver = await listen(async (scenario, serverUrl, context) => {
    if (!isScenario(scenario)) return { ok: false, message: `unknown scenario ${scenario}` };
    const outcome = await runScenario(browser, served.url, { scenario, serverUrl, context: parseContext(context) }, outputDir);
    outcomes.set(scenario, outcome);
    return outcome;
  });
  const failed: string[] = [];
  const judge = async (scenario: string, quiet = false): Promise<boolean> => {
    const began = Date.now();
    const run = await runSuiteScenario(scenario, outputDir, { CONFORMANCE_DRIVER_URL: driver.url });
    const outcome = outcomes.get(scenario);
    const baselined = run.output.includes('Expected failures (in baseline)');
    // The suite judges what the server saw; a scenario it passes must also have been driven to its end.
    const passed = run.code === 0 && (baselined || outcome?.ok === true);
    const verdict = baselined ? 'expected failure (baseline)' : passed ? 'pass' : 'FAIL';
    const took = `${((Date.now() - began) / 1000).toFixed(1)} s`;
    console.log(`${passed ? '✓' : '✗'} ${scenario}: ${verdict} (${took}) — ${outcome?.message ?? 'the client command never reached the driver'}`);
    if (passed || quiet) return passed;
    failed.push(scenario);
    console.log(run.output.replace(/^/gm, '    '));
    return passed;
  };
  // Timing is what sse-retry judges (the retry field's 500 ms, 200 ms late at most): it runs alone first.
  const alone = chosen.filter((id) => TIMED.includes(id));
  const queue = chosen.filter((id) => !TIMED.includes(id));
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await judge(next);
  };
  try {
    // A late reconnect on a machine busy with something else gets one more try; a console that
    // ignores the retry field is late both times.
    for (const scenario of alone) if (!(await judge(scenario, true))) await judge(scenario);
    // Most of a scenario is waiting (the suite's start and stop, the console's round trips), so a few run at once.
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await browser.close();
    driver.server.close();
    served.child.kill('SIGTERM');
    await served.exited;
  }
  console.log(`\nresults in ${outputDir}; ${String(Math.round((Date.now() - started) / 1000))} s`);
  console.log(`conformance: ${String(chosen.length - failed.length)} passed, ${String(failed.length)} failed`);
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
