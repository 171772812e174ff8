import type { FuzzReport } from '../../src/qa/fuzz';
import { xmlAttr, xmlText } from './xml';

/**
 * The fuzz report as JUnit XML: one `testsuite` per fuzzed tool, one failed `testcase` per
 * finding (its input and detail in the body), and one passing `testcase` for a tool without any.
 * Server-provided strings are escaped; characters XML cannot carry are dropped.
 */
export function fuzzReportToJunit(report: FuzzReport, label: string): string {
  const suites = report.tools.map((tool) => {
    const findings = report.findings.filter((f) => f.tool === tool.name);
    const cases =
      findings.length === 0
        ? [`    <testcase name="${xmlAttr(`no finding in ${tool.cases} cases`)}" classname="mcp-console.fuzz.${xmlAttr(tool.name)}"/>`]
        : findings.map((f) =>
            [
              `    <testcase name="${xmlAttr(`${f.kind}: ${f.label}`)}" classname="mcp-console.fuzz.${xmlAttr(tool.name)}">`,
              `      <failure message="${xmlAttr(f.detail)}" type="${xmlAttr(f.kind)}">${xmlText(`${f.detail}\ninput: ${f.input === undefined ? 'undefined' : JSON.stringify(f.input)}\nseed: ${report.seed}`)}</failure>`,
              '    </testcase>',
            ].join('\n'),
          );
    return [`  <testsuite name="${xmlAttr(tool.name)}" tests="${cases.length}" failures="${findings.length}" errors="0" skipped="0">`, ...cases, '  </testsuite>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlAttr(`MCP fuzz: ${label} (seed ${report.seed})`)}" tests="${report.tools.reduce((n, t) => n + Math.max(1, report.findings.filter((f) => f.tool === t.name).length), 0)}" failures="${report.findings.length}" errors="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
