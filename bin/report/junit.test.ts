import { parseXml, XmlElement } from '@rgrove/parse-xml';
import { describe, expect, it } from 'vitest';
import { reportToJunit } from './junit';
import { testReport as report, testResult as result } from './report.test-util';

const children = (node: XmlElement, name: string): XmlElement[] => node.children.filter((c): c is XmlElement => c instanceof XmlElement && c.name === name);

function parse(xml: string): XmlElement {
  const root = parseXml(xml).root;
  if (root === null) throw new Error('no root');
  return root;
}

describe('reportToJunit', () => {
  const sample = report([result('cache.ttl.tools-list', 'fail'), result('cache.scope', 'warn'), result('tools.schema', 'pass'), result('listen.ack', 'n/a', 'no listen capability')]);

  it('has one testsuite per area (the QA panel\'s) and one testcase per check, with counts and times in seconds', () => {
    const root = parse(reportToJunit(sample, 'error'));
    expect(root.attributes).toMatchObject({ tests: '4', failures: '1', skipped: '1', errors: '0', time: '1.500' });
    const suites = children(root, 'testsuite');
    expect(suites.map((s) => s.attributes.name)).toEqual(['cache hints', 'tools', 'subscriptions']);
    expect(suites[0]?.attributes).toMatchObject({ tests: '2', failures: '1', skipped: '0', timestamp: '2026-12-03T07:00:00.000Z' });
    const first = suites[0] === undefined ? [] : children(suites[0], 'testcase');
    expect(first[0]?.attributes).toEqual({ name: 'cache.ttl.tools-list: Title of cache.ttl.tools-list', classname: 'mcp-console.cache-hints', time: '0.012' });
  });

  it('marks fail as failure, n/a as skipped, and warn as a failure only with failOn warning', () => {
    const cases = (xml: string) => children(parse(xml), 'testsuite').flatMap((s) => children(s, 'testcase'));
    const lenient = cases(reportToJunit(sample, 'error'));
    expect(lenient.map((c) => c.children.filter((x) => x instanceof XmlElement).map((x) => (x instanceof XmlElement ? x.name : '')))).toEqual([['failure'], ['system-out'], [], ['skipped']]);
    const failure = children(lenient[0] ?? new XmlElement('none'), 'failure')[0];
    expect(failure?.attributes).toEqual({ message: 'cache.ttl.tools-list says fail', type: 'fail' });
    expect(failure?.text).toContain('spec: §12 Caching hints');
    expect(failure?.text).toContain('evidence: exchanges #3 #4');
    const strict = cases(reportToJunit(sample, 'warning'));
    expect(children(strict[1] ?? new XmlElement('none'), 'failure')[0]?.attributes.type).toBe('warn');
  });

  it('escapes markup and drops characters XML cannot carry, so hostile messages stay well-formed', () => {
    const hostile = 'a <b>&"quotes"\'</b> ]]> \u0000\u0007\u001b done\nline two \uD800 end';
    const xml = reportToJunit(report([result('tools.x', 'fail', hostile)]), 'error');
    const root = parse(xml);
    const failure = children(children(children(root, 'testsuite')[0] ?? root, 'testcase')[0] ?? root, 'failure')[0];
    expect(failure?.attributes.message).toBe('a <b>&"quotes"\'</b> ]]>  done\nline two  end');
    expect(failure?.text).toContain('a <b>&"quotes"\'</b> ]]>  done\nline two  end');
  });
  it('names the official conformance scenarios a check covers, as testcase properties CI viewers list and in the failure text', () => {
    const covered = { ...result('cache.ttl.tools-list', 'fail'), scenarios: [{ id: 'caching', coverage: 'shared' as const }, { id: 'tools-list', coverage: 'partial' as const }] };
    const passing = { ...result('http.origin-validated', 'pass'), scenarios: [{ id: 'dns-rebinding-protection', coverage: 'partial' as const }] };
    const all = children(parse(reportToJunit(report([covered, passing, result('tools.schema', 'pass')]), 'error')), 'testsuite').flatMap((s) => children(s, 'testcase'));
    const cases = ['cache.ttl.tools-list', 'http.origin-validated', 'tools.schema'].map((id) => all.find((c) => c.attributes.name?.startsWith(`${id}:`)));
    const properties = (c: XmlElement | undefined) => children(children(c ?? new XmlElement('none'), 'properties')[0] ?? new XmlElement('none'), 'property').map((p) => p.attributes);
    expect(properties(cases[0])).toEqual([
      { name: 'official-scenario', value: 'caching (shared)' },
      { name: 'official-scenario', value: 'tools-list (part)' },
    ]);
    expect(children(cases[0] ?? new XmlElement('none'), 'failure')[0]?.text).toContain('official scenarios: caching (shared), tools-list (part)');
    expect(properties(cases[1])).toEqual([{ name: 'official-scenario', value: 'dns-rebinding-protection (part)' }]);
    expect(cases[2]?.children.filter((c) => c instanceof XmlElement)).toEqual([]);
  });
});
