import type { CheckResult, ConformanceReport } from '../../src/qa/conformance';

/** Workflow-command data: `%`, CR and LF would end or corrupt the command. */
function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** Workflow-command property values: also `:` and `,`, which separate properties. */
function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** One GitHub Actions workflow command (`::error title=…::message`). */
export function annotation(level: 'error' | 'warning', title: string, message: string): string {
  return `::${level} title=${escapeProperty(title)}::${escapeData(message)}\n`;
}

function resultAnnotation(result: CheckResult): string {
  const level = result.status === 'fail' ? 'error' : 'warning';
  return annotation(level, `MCP ${result.id}`, `${result.message} (${result.spec})`);
}

/**
 * GitHub Actions annotations for a report: an `error` per failed check and a `warning` per
 * warned one, so they show on the run's summary page without opening the log.
 */
export function reportAnnotations(report: ConformanceReport): string {
  return report.results
    .filter((r) => r.status === 'fail' || r.status === 'warn')
    .map(resultAnnotation)
    .join('');
}

/** Whether the process runs inside GitHub Actions (the runner sets `GITHUB_ACTIONS=true`). */
export function inGitHubActions(env: NodeJS.ProcessEnv): boolean {
  return env.GITHUB_ACTIONS === 'true';
}
