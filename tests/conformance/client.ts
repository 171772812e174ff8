// The suite's client command (`--command`): it appends the scenario server's URL as the last
// argument. Starting a served console and Chromium per scenario would cost seconds each, so this
// only hands the scenario to the long-lived driver of run.ts on loopback and exits with its verdict.
// Run by the suite's own Node 22 with its built-in type stripping: no imports beyond node's own.

const driver = process.env.CONFORMANCE_DRIVER_URL;
const serverUrl = process.argv.at(-1);
const scenario = process.env.MCP_CONFORMANCE_SCENARIO;

if (driver === undefined || serverUrl === undefined || scenario === undefined) {
  console.error('usage: run by tests/conformance/run.ts, with CONFORMANCE_DRIVER_URL, MCP_CONFORMANCE_SCENARIO and the server URL as last argument');
  process.exit(2);
}

const response = await fetch(driver, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ scenario, serverUrl, context: process.env.MCP_CONFORMANCE_CONTEXT ?? '' }),
});
const verdict: unknown = await response.json();
const ok = typeof verdict === 'object' && verdict !== null && 'ok' in verdict && verdict.ok === true;
const message = typeof verdict === 'object' && verdict !== null && 'message' in verdict ? String(verdict.message) : `driver answered ${String(response.status)}`;
console.log(`${scenario}: ${ok ? 'done' : 'FAILED'}: ${message}`);
process.exit(ok ? 0 : 1);

export {};
