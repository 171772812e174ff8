import { parseXml, XmlElement } from '@rgrove/parse-xml';
import { describe, expect, it } from 'vitest';
import type { CheckResult, ConformanceReport, EvidenceExchange } from '../../src/qa/conformance';
import { reportToJunit } from './junit';

// The cited exchanges travel inside the JUnit file (issue 23), as they do in JSON and Markdown.
const check = (id: string, status: CheckResult['status'], evidence: number[]): CheckResult => ({ id, title: id, severity: 'error', spec: '§7.1', status, message: `${id} is ${status}`, evidence, durationMs: 1 });

const exchanges: EvidenceExchange[] = [
  { id: 3, request: 'GET http://127.0.0.1:9/mcp', rpcMethod: undefined, status: 200, body: '{}', error: undefined },
  { id: 4, request: 'POST http://127.0.0.1:9/mcp', rpcMethod: 'ping', status: 200, body: '{"result":{"pong":true}}\n<b>&</b>', error: undefined },
  { id: 7, request: 'DELETE http://127.0.0.1:9/mcp', rpcMethod: undefined, status: undefined, body: undefined, error: 'socket hang up' },
];

const sample: ConformanceReport = {
  url: 'http://127.0.0.1:9/mcp',
  era: 'legacy',
  protocolVersion: '2025-11-25',
  environment: 'node',
  startedAt: '2026-12-03T07:00:00.000Z',
  durationMs: 10,
  results: [check('http.get-stream', 'fail', [3, 4]), check('http.delete-session', 'warn', [7, 99]), check('lifecycle.ping', 'pass', [4])],
  summary: { pass: 1, fail: 1, warn: 1, 'n/a': 0 },
  exchanges,
};

function testcases(xml: string): XmlElement[] {
  const root = parseXml(xml).root;
  if (root === null) throw new Error('no root');
  const elements = (node: XmlElement): XmlElement[] => node.children.filter((c): c is XmlElement => c instanceof XmlElement);
  return elements(root).flatMap(elements);
}

const textOf = (testcase: XmlElement | undefined, name: string): string => (testcase?.children.find((c): c is XmlElement => c instanceof XmlElement && c.name === name))?.text ?? '';

describe('JUnit evidence', () => {
  const [failed, warned, passed] = testcases(reportToJunit(sample, 'error'));

  it('puts each cited exchange (request line, status, trimmed body) in the failure body', () => {
    const body = textOf(failed, 'failure');
    expect(body).toContain('evidence: exchanges #3 #4');
    expect(body).toContain('  #3 GET http://127.0.0.1:9/mcp → HTTP 200\n      {}');
    expect(body).toContain('  #4 POST http://127.0.0.1:9/mcp (ping) → HTTP 200\n      {"result":{"pong":true}}\n      <b>&</b>');
  });

  it("puts a warning's exchanges in system-out, says when there was no response, and names a cited id the report lacks", () => {
    const out = textOf(warned, 'system-out');
    expect(out).toContain('  #7 DELETE http://127.0.0.1:9/mcp → no response: socket hang up');
    expect(out).toContain('  #99 (not in this report');
  });

  it('puts evidence in the failure when a warning fails the run (failOn warning), and passes carry none', () => {
    const strict = testcases(reportToJunit(sample, 'warning'));
    expect(textOf(strict[1], 'failure')).toContain('#7 DELETE');
    expect(passed?.children.filter((c) => c instanceof XmlElement)).toEqual([]);
  });
});
