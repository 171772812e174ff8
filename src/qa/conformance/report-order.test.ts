import { describe, expect, it } from 'vitest';
import { ALL_CHECKS } from './registry';
import { checkArea, hasKnownArea, orderResults, STATUS_ORDER, summarizeByArea } from './report-order';
import { reportToJson, reportToMarkdown } from './report-format';
import { specUrl } from './spec-links';
import type { CheckResult, CheckStatus, ConformanceReport } from './types';

const result = (id: string, status: CheckStatus): CheckResult => ({ id, title: id, severity: 'error', spec: '§8', status, message: `${id} ${status}`, evidence: [], durationMs: 1 });

const RUN_ORDER = [
  result('discover.shape', 'pass'),
  result('cache.ttl.tools-list', 'fail'),
  result('resources.missing', 'n/a'),
  result('discover.server-info', 'warn'),
  result('cors.preflight', 'fail'),
  result('discover.instructions', 'fail'),
  result('tools.name-unique', 'pass'),
];

describe('orderResults', () => {
  it('orders by status (fail, warn, pass, n/a), then by area, then in run order', () => {
    expect(orderResults(RUN_ORDER).map((r) => r.id)).toEqual([
      'discover.instructions',
      'cache.ttl.tools-list',
      'cors.preflight',
      'discover.server-info',
      'discover.shape',
      'tools.name-unique',
      'resources.missing',
    ]);
  });

  it('never puts a fail or warn after a pass, and leaves its input alone', () => {
    const copy = [...RUN_ORDER];
    const ranks = orderResults(RUN_ORDER).map((r) => STATUS_ORDER.indexOf(r.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(RUN_ORDER).toEqual(copy);
  });
});

describe('areas', () => {
  it('gives every registered check a known area', () => {
    expect(ALL_CHECKS.filter((check) => !hasKnownArea(check.id)).map((c) => c.id)).toEqual([]);
  });

  it('maps prefixes onto the report areas', () => {
    expect(checkArea('listen.ack-first')).toBe('subscriptions');
    expect(checkArea('jsonrpc.error-shape')).toBe('HTTP');
    expect(checkArea('result-type.tools-list')).toBe('discovery');
    expect(checkArea('constructor.x')).toBe('HTTP');
  });

  it('summarises counts per status for each area present, in area order', () => {
    expect(summarizeByArea(RUN_ORDER)).toEqual([
      { area: 'discovery', counts: { pass: 1, fail: 1, warn: 1, 'n/a': 0 }, total: 3 },
      { area: 'cache hints', counts: { pass: 0, fail: 1, warn: 0, 'n/a': 0 }, total: 1 },
      { area: 'resources', counts: { pass: 0, fail: 0, warn: 0, 'n/a': 1 }, total: 1 },
      { area: 'tools', counts: { pass: 1, fail: 0, warn: 0, 'n/a': 0 }, total: 1 },
      { area: 'CORS', counts: { pass: 0, fail: 1, warn: 0, 'n/a': 0 }, total: 1 },
    ]);
  });
});

describe('exports follow the report order', () => {
  const report: ConformanceReport = {
    url: 'http://127.0.0.1:1/mcp',
    era: 'modern',
    protocolVersion: '2026-07-28',
    environment: 'node',
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 5,
    results: RUN_ORDER,
    summary: { pass: 2, fail: 3, warn: 1, 'n/a': 1 },
  };
  const expected = orderResults(RUN_ORDER).map((r) => r.id);

  it('Markdown rows', () => {
    const ids = reportToMarkdown(report)
      .split('\n')
      .flatMap((line) => /^\| ([a-z-]+\.[a-z.-]+) \|/.exec(line)?.[1] ?? []);
    expect(ids).toEqual(expected);
  });

  it('JSON results', () => {
    const parsed: unknown = JSON.parse(reportToJson(report));
    expect(parsed).toMatchObject({ results: expected.map((id) => ({ id })) });
  });
});

describe('specUrl', () => {
  it('links a digest section to its page of the published specification', () => {
    expect(specUrl('§13.3 resources/read')).toBe('https://modelcontextprotocol.io/specification/2026-07-28/server/resources');
    expect(specUrl('§9.1 Version negotiation')).toBe('https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning');
    expect(specUrl('no section')).toBeUndefined();
    expect(specUrl('§99')).toBeUndefined();
  });

  it('links every registered check', () => {
    expect(ALL_CHECKS.filter((check) => specUrl(check.spec) === undefined).map((c) => `${c.id} ${c.spec}`)).toEqual([]);
  });
});
