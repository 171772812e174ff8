import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFastMcp, type FastMcpServer } from '../../e2e/fixtures/fastmcp-server';
import { startQaServer, type QaServer } from '../../e2e/fixtures/qa-legacy-server';
import { QA_PLANTED_CHECKS } from '../../e2e/fixtures/qa-legacy-tools';
import { startV1SdkServer, type V1Server } from '../../e2e/fixtures/v1-sdk-tools-server';
import { hostFetch } from '../../src/node/host-fetch';
import { McpSession } from '../../src/protocol';
import { checkTargetFromSession, reportToJson, reportToMarkdown, runChecks, type CheckEnvironment, type ConformanceReport, type RunOptions } from '../../src/qa/conformance';
import { reportToJunit } from '../../bin/report/junit';
import { unjustifiedNotApplicable } from './na-audit';

/** Tool calls on, with a call timeout the fixtures' 500 ms slow tool overruns. */
const CALLS: RunOptions = { callTools: true, callTimeoutMs: 300 };

async function check(url: string, options: RunOptions = CALLS, environment: CheckEnvironment = 'node'): Promise<ConformanceReport> {
  const session = new McpSession({ url });
  await session.connect();
  try {
    const target = checkTargetFromSession(session, { environment, ...(environment === 'node' ? { hostFetch } : {}) });
    if (target === undefined) throw new Error(`could not connect to ${url}`);
    return await runChecks(target, options);
  } finally {
    await session.close();
  }
}

const ids = (report: ConformanceReport, ...statuses: string[]) => report.results.filter((r) => statuses.includes(r.status)).map((r) => r.id);
const status = (report: ConformanceReport, id: string) => report.results.find((r) => r.id === id)?.status;
const message = (report: ConformanceReport, id: string) => report.results.find((r) => r.id === id)?.message ?? '';

let twin: QaServer;
let broken: QaServer;
beforeAll(async () => {
  [twin, broken] = await Promise.all([startQaServer({ port: 0, broken: false }), startQaServer({ port: 0, broken: true })]);
});
afterAll(async () => {
  await Promise.all([twin.close(), broken.close()]);
});

describe('legacy (2025-11-25) suite on the QA fixture and its correct twin', () => {
  it('the correct twin gets 0 fail and 0 warn with tool calls on, and most checks run', async () => {
    const report = await check(twin.url);
    expect(report.era).toBe('legacy');
    expect(ids(report, 'fail', 'warn')).toEqual([]);
    expect(report.summary.pass).toBeGreaterThanOrEqual(60);
    for (const id of QA_PLANTED_CHECKS) expect(status(report, id), id).toBe('pass');
    // n/a only for what the era lacks (modern-only, browser-only) or what the server does not declare.
    expect(unjustifiedNotApplicable(report)).toEqual([]);
  });

  it('flags every planted break, each with evidence that resolves inside the report', async () => {
    const report = await check(broken.url);
    const flagged = ids(report, 'fail', 'warn');
    expect(QA_PLANTED_CHECKS.filter((id) => !flagged.includes(id))).toEqual([]);
    const included = new Set((report.exchanges ?? []).map((e) => e.id));
    for (const result of report.results.filter((r) => r.status === 'fail' || r.status === 'warn')) {
      expect(result.evidence.length, result.id).toBeGreaterThan(0);
      for (const id of result.evidence) expect(included.has(id), `${result.id} cites #${id}`).toBe(true);
    }
    const markdown = reportToMarkdown(report);
    expect(markdown).toContain('## Evidence');
    const cited = report.results.find((r) => r.id === 'http.get-stream')?.evidence[0];
    expect(markdown).toMatch(new RegExp(`- \\*\\*#${cited}\\*\\* \`GET http://127\\.0\\.0\\.1:\\d+/mcp\` → HTTP 200 — \`\\{\\}\``));
    const json: unknown = JSON.parse(reportToJson(report));
    const exchanges = typeof json === 'object' && json !== null && 'exchanges' in json && Array.isArray(json.exchanges) ? json.exchanges : [];
    expect(exchanges.find((e: unknown) => typeof e === 'object' && e !== null && 'id' in e && e.id === cited)).toMatchObject({ status: 200, body: '{}' });
    // JUnit carries the same exchange in the failure body: request line, status, trimmed body.
    expect(reportToJunit(report, 'error')).toMatch(new RegExp(`evidence: exchanges #${cited}\n  #${cited} GET http://127\\.0\\.0\\.1:\\d+/mcp → HTTP 200\n      \\{\\}</failure>`));
  });

  it('names the planted break of each half: unsubscribe alone, outputSchema beside inputSchema, completion values and total', async () => {
    const report = await check(broken.url, { only: ['lifecycle.resources-subscribe', 'tools.schemas-valid', 'completion.values', 'completion.total-consistent'] });
    expect(message(report, 'lifecycle.resources-subscribe')).toMatch(/^resources\/unsubscribe qa:\/\/notes\/one\.txt failed: .*-32601/);
    expect(message(report, 'tools.schemas-valid')).toContain('lookup inputSchema: #/properties/key: type "text" is not a JSON Schema type.');
    expect(message(report, 'tools.schemas-valid')).toContain('lookup outputSchema: #: required must be an array of strings.');
    // A declared subscribe that errors has no MUST behind it (a best practice, so warn); the other two break MUSTs.
    expect(ids(report, 'fail')).toEqual(['tools.schemas-valid', 'completion.values']);
    expect(ids(report, 'warn').sort()).toEqual(['completion.total-consistent', 'lifecycle.resources-subscribe']);
    expect(message(report, 'completion.total-consistent')).toBe('total 1 is below the 2 values returned.');
  });

  it('rates a foreign Origin on loopback as fail (spec MUST) and a foreign Host as warn (best practice), both with the SDK fix', async () => {
    const report = await check(broken.url, { only: ['http.origin-validated', 'http.host-validated'] });
    expect(ids(report, 'fail')).toEqual(['http.origin-validated']);
    expect(ids(report, 'warn')).toEqual(['http.host-validated']);
    for (const result of report.results) expect(result.message).toContain('hostHeaderValidation');
  });

  it('in a browser the Host probe is n/a because Host is a forbidden header', async () => {
    const report = await check(broken.url, { only: ['http.host-validated'] }, 'browser');
    expect(report.results[0]?.status).toBe('n/a');
    expect(report.results[0]?.message).toContain('forbidden request header');
  });

  it('accepts -32002 for a missing resource from a legacy server (the code its version prescribes); the modern MUST is n/a there', async () => {
    const report = await check(twin.url, { only: ['resources.missing', 'resources.legacy-missing'] });
    expect(report.results.map((r) => `${r.id} ${r.status}`)).toEqual(['resources.missing n/a', 'resources.legacy-missing pass']);
    expect(message(report, 'resources.legacy-missing')).toContain('-32002');
  });
});

describe('tool calls are safe', () => {
  it('never calls a destructive, non-read-only or unannotated tool', async () => {
    twin.calls.clear();
    await check(twin.url);
    expect([...twin.calls.keys()].sort()).toEqual(['ask', 'chatty', 'count', 'echo', 'forecast', 'lookup', 'pixel', 'slow', 'weather']);
    for (const unsafe of ['delete_everything', 'write_note', 'unannotated']) expect(twin.calls.get(unsafe), unsafe).toBeUndefined();
  });

  it('calls nothing without opting in, and the call checks are n/a', async () => {
    twin.calls.clear();
    const report = await check(twin.url, {});
    expect(twin.calls.size).toBe(0);
    expect(status(report, 'tools.call-content')).toBe('n/a');
    expect(unjustifiedNotApplicable(report, { toolCallsOff: true })).toEqual([]);
  });

  it('calls a non-read-only tool only when it is named, with the given arguments', async () => {
    twin.calls.clear();
    await check(twin.url, { callToolNames: ['write_note'], toolArgs: { write_note: { text: 'from the test' } }, only: ['tools.call-content'] });
    expect(Object.fromEntries(twin.calls)).toEqual({ write_note: 1 });
  });
});

describe('no false failures on real legacy servers with tool calls on', () => {
  let v1: V1Server;
  let fast: FastMcpServer;
  beforeAll(async () => {
    [v1, fast] = await Promise.all([startV1SdkServer(0), startFastMcp(0)]);
  });
  afterAll(async () => {
    await Promise.all([v1.close(), fast.close()]);
  });

  it('a v1-SDK McpServer (Host/Origin validated) has no failures; its SHOULD findings are the SDK defaults', async () => {
    const report = await check(v1.url, { callTools: true });
    expect(ids(report, 'fail')).toEqual([]);
    expect(ids(report, 'warn').sort()).toEqual(
      ['lifecycle.logging-invalid-level', 'pagination.resources-list.invalid-cursor', 'pagination.resources-templates-list.invalid-cursor', 'pagination.tools-list.invalid-cursor', 'tools.unknown-tool'].sort(),
    );
    expect(v1.calls.get('reset')).toBeUndefined();
    expect(v1.calls.get('add')).toBeGreaterThan(0);
    expect(unjustifiedNotApplicable(report)).toEqual([]);
  });

  it('fastmcp: exactly the README worked example, and its destructive tool is never called', async () => {
    const report = await check(fast.url, { callTools: true });
    // The one MUST it breaks: no Origin validation on loopback.
    expect(ids(report, 'fail')).toEqual(['http.origin-validated']);
    expect(message(report, 'resources.legacy-missing')).toContain('-32601');
    // The README's warn rows: no Host validation (best practice), -32601 for a missing resource (2025-11-25
    // SHOULD -32002), tools.unknown-tool, lifecycle.logging-invalid-level, pagination.*.invalid-cursor.
    const warned = ids(report, 'warn');
    expect(warned.filter((id) => !/^pagination\.[\w-]+\.invalid-cursor$/.test(id)).sort()).toEqual(['http.host-validated', 'lifecycle.logging-invalid-level', 'resources.legacy-missing', 'tools.unknown-tool']);
    expect(warned.filter((id) => id.startsWith('pagination.')).length).toBeGreaterThan(0);
    expect(message(report, 'tools.unknown-tool')).toContain('-32601');
    expect(message(report, 'lifecycle.logging-invalid-level')).toContain('-32603');
    // "Its tool results, progress, session handling and transport rules all pass": every other
    // http.* and tools.call-* check passes or has nothing to check, and the core ones ran.
    const rest = report.results.filter((r) => /^(http|tools\.call-)/.test(r.id) && !['http.host-validated', 'http.origin-validated'].includes(r.id));
    expect(rest.filter((r) => r.status !== 'pass' && r.status !== 'n/a').map((r) => r.id)).toEqual([]);
    for (const id of ['tools.call-content', 'tools.call-progress', 'tools.call-missing-argument', 'tools.call-no-undeclared-requests', 'http.session-id-ascii', 'http.missing-session-id', 'http.unknown-session', 'http.notification-accepted', 'http.get-stream', 'http.delete-session', 'http.wrong-accept', 'http.legacy-unsupported-version']) {
      expect(status(report, id), id).toBe('pass');
    }
    expect(unjustifiedNotApplicable(report)).toEqual([]);
    expect(fast.calls.get('drop_table')).toBeUndefined();
    // Its answers come as SSE streams the checker closes once the response is in: an exchange that
    // got its result carries no error (the report once said "AbortError: This operation was aborted").
    const answered = (report.exchanges ?? []).filter((e) => e.status === 200 && /"result"/.test(e.body ?? ''));
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.filter((e) => e.error !== undefined).map((e) => `#${e.id} ${e.error ?? ''}`)).toEqual([]);
  });
});
