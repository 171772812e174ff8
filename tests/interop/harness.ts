import { runCli, type CliRun } from '../integration/stdio-checks-harness';

/** What a server's `check --call-tools --json` run says, reduced to what the interop suite pins. */
export interface InteropRun {
  code: number | null;
  protocolVersion: string;
  /** Every result that is neither `pass` nor `n/a`, by id: `fail` or `warn`. */
  findings: Record<string, string>;
  /** The message of each finding, for the assertions that name the server's answer. */
  messages: Map<string, string>;
  /** Every result's status by id, `pass` and `n/a` included. */
  statuses: Map<string, string>;
  stderr: string;
}

function reduce(run: CliRun): InteropRun {
  const parsed: unknown = JSON.parse(run.stdout);
  if (typeof parsed !== 'object' || parsed === null || !('results' in parsed) || !Array.isArray(parsed.results)) throw new Error(`not a report:\n${run.stderr}`);
  const protocolVersion = 'protocolVersion' in parsed ? String(parsed.protocolVersion) : '';
  const findings: [string, string][] = [];
  const messages = new Map<string, string>();
  const statuses = new Map<string, string>();
  const results: unknown[] = parsed.results;
  for (const result of results) {
    if (typeof result !== 'object' || result === null || !('id' in result) || !('status' in result) || !('message' in result)) throw new Error('malformed result');
    const status = String(result.status);
    statuses.set(String(result.id), status);
    if (status === 'pass' || status === 'n/a') continue;
    findings.push([String(result.id), status]);
    messages.set(String(result.id), String(result.message));
  }
  findings.sort(([a], [b]) => a.localeCompare(b));
  return { code: run.code, protocolVersion, findings: Object.fromEntries(findings), messages, statuses, stderr: run.stderr };
}

/** `mcp-console check <url> --call-tools --json`, run from the sources as CI runs it. */
export async function checkUrl(url: string): Promise<InteropRun> {
  return reduce(await runCli(['check', url, '--call-tools', '--json']));
}

/** `mcp-console check --call-tools --json -- <command>`: the CLI spawns and bridges the stdio server. */
export async function checkCommand(command: readonly string[], env: Record<string, string> = {}): Promise<InteropRun> {
  return reduce(await runCli(['check', '--call-tools', '--json', '--', ...command], env));
}

/** A pinned expectation: the ids that fail and the ids that warn. */
export function pinned(fail: readonly string[], warn: readonly string[]): Record<string, string> {
  const entries: [string, string][] = [...fail.map((id): [string, string] => [id, 'fail']), ...warn.map((id): [string, string] => [id, 'warn'])];
  entries.sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}

/**
 * `arguments: null` and `arguments: an array`, answered -32603: `arguments` must be an object, and
 * the spec answers a malformed request with -32602 (the v1 SDK reports its failed params parse as
 * an internal error).
 */
export const MALFORMED = ['protocol arguments: an array', 'protocol arguments: null'];

function fuzzReport(stdout: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(stdout);
  if (typeof parsed !== 'object' || parsed === null || !('findings' in parsed) || !Array.isArray(parsed.findings)) throw new Error(`not a fuzz report: ${stdout.slice(0, 200)}`);
  return { ...parsed };
}

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : []);

/** A `fuzz --json` run's findings, each as "tool kind label", sorted. */
export function fuzzFindings(stdout: string): string[] {
  return records(fuzzReport(stdout).findings)
    .map((f) => `${String(f.tool)} ${String(f.kind)} ${String(f.label)}`)
    .sort();
}

/** The tools a `fuzz --json` run called, and those it left alone for not being annotated read-only. */
export function fuzzCalls(stdout: string): { tools: string[]; leftAlone: string[] } {
  const parsed = fuzzReport(stdout);
  return { tools: records(parsed.tools).map((t) => String(t.name)).sort(), leftAlone: records(parsed.notes).map((n) => String(n.tool)).sort() };
}
