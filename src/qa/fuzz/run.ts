import { generateCases } from './cases';
import { judge, type CallOutcome } from './oracle';
import type { FuzzCase, FuzzFinding, FuzzReport, FuzzTool, ToolNote } from './types';

/** The server as the engine sees it: the CLI wires it to a session, a unit test to a fake. */
export interface FuzzTransport {
  listTools(): Promise<FuzzTool[]>;
  call(tool: string, input: unknown, timeoutMs: number): Promise<CallOutcome>;
  /** Why the server is gone for good (a stdio process that exited), or undefined while it runs. */
  gone(): string | undefined;
}

export interface FuzzOptions {
  seed: number;
  /** Cases per tool at most. */
  cases: number;
  timeoutMs: number;
  /** `--tool`: only these tools (empty: every read-only tool). */
  tools: readonly string[];
  /** `--allow-tool`: tools fuzzed although not annotated read-only. */
  allowTools: readonly string[];
  /** Once the tools are chosen: each one with the number of cases it will be sent at most. */
  onPlan?: (plan: { tool: string; cases: number }[]) => void;
  /** Just before a case is sent, so a page can show what a hang is waiting on. */
  onSend?: (tool: string, c: FuzzCase) => void;
  onCase?: (tool: string, c: FuzzCase, finding: FuzzFinding | undefined) => void;
  /** Stops the run between cases; a call it aborted in flight is not judged (its failure is ours). */
  signal?: AbortSignal;
}

/** Hangs after which a tool is left alone: each one costs a whole timeout. */
const MAX_HANGS = 3;
/** Crashes after which a tool is left alone, even when the server came back. */
const MAX_CRASHES = 2;

/** The tools to fuzz, and a note for each one named or listed that is not. */
export function selectTools(listed: readonly FuzzTool[], options: Pick<FuzzOptions, 'tools' | 'allowTools'>): { chosen: FuzzTool[]; notes: ToolNote[] } {
  const notes: ToolNote[] = [];
  for (const name of [...options.tools, ...options.allowTools]) {
    if (!listed.some((tool) => tool.name === name)) notes.push({ tool: name, note: 'the server lists no tool by this name' });
  }
  const named = options.tools.length === 0 ? listed : listed.filter((tool) => options.tools.includes(tool.name));
  const chosen: FuzzTool[] = [];
  for (const tool of named) {
    if (tool.readOnly || options.allowTools.includes(tool.name)) chosen.push(tool);
    else notes.push({ tool: tool.name, note: 'not annotated readOnlyHint: true, so never called (--allow-tool adds it)' });
  }
  for (const name of options.allowTools) {
    const tool = listed.find((candidate) => candidate.name === name);
    if (tool !== undefined && options.tools.length === 0 && !chosen.includes(tool)) chosen.push(tool);
  }
  return { chosen, notes };
}

interface ToolRun {
  sent: number;
  findings: FuzzFinding[];
  note: string | undefined;
}

/** After a crash: one valid call tells whether the server is still there. */
async function recovered(transport: FuzzTransport, tool: FuzzTool, first: FuzzCase | undefined, options: FuzzOptions): Promise<boolean> {
  if (transport.gone() !== undefined || first === undefined || !first.valid) return false;
  const outcome = await transport.call(tool.name, first.input, options.timeoutMs);
  return judge(first, outcome, options.timeoutMs) === undefined;
}

/**
 * One tool's cases in order. After a crash the server gets one valid call to show it is still
 * there; the crashing property is not sent again, and a second crash ends the tool.
 */
async function fuzzTool(transport: FuzzTransport, tool: FuzzTool, cases: readonly FuzzCase[], options: FuzzOptions): Promise<ToolRun> {
  const run: ToolRun = { sent: 0, findings: [], note: undefined };
  const crashed = new Set<string>();
  let hangs = 0;
  // A function, not the flag: the call in between may abort it.
  const cancelled = () => options.signal?.aborted === true;
  for (const c of cases) {
    if (cancelled()) return { ...run, note: 'cancelled' };
    if (crashed.has(c.target)) continue;
    options.onSend?.(tool.name, c);
    const outcome = await transport.call(tool.name, c.input, options.timeoutMs);
    run.sent += 1;
    if (cancelled()) return { ...run, note: 'cancelled' };
    // A process that died on this call is the crash, whatever its bridge answered for it.
    const died = transport.gone();
    const verdict = died === undefined ? judge(c, outcome, options.timeoutMs) : { kind: 'crash' as const, detail: died };
    const finding = verdict === undefined ? undefined : { tool: tool.name, kind: verdict.kind, input: c.input, detail: verdict.detail, label: c.label };
    options.onCase?.(tool.name, c, finding);
    if (finding === undefined) continue;
    run.findings.push(finding);
    if (finding.kind === 'hang' && ++hangs >= MAX_HANGS) return { ...run, note: `stopped after ${MAX_HANGS} hangs` };
    if (finding.kind !== 'crash') continue;
    crashed.add(c.target);
    const gone = transport.gone();
    if (gone !== undefined) return { ...run, note: gone };
    if (crashed.size >= MAX_CRASHES) return { ...run, note: `stopped after ${MAX_CRASHES} crashes` };
    if (!(await recovered(transport, tool, cases[0], options))) return { ...run, note: cancelled() ? 'cancelled' : 'stopped after a crash: a valid call failed afterwards' };
  }
  return run;
}

/** Fuzzes the chosen tools one after another; the report the CLI formats. */
export async function runFuzz(transport: FuzzTransport, options: FuzzOptions): Promise<FuzzReport> {
  const { chosen, notes } = selectTools(await transport.listTools(), options);
  const report: FuzzReport = { seed: options.seed, cases: 0, findings: [], tools: [], notes };
  const planned = chosen.map((tool) => ({ tool, cases: generateCases(tool.name, tool.inputSchema, { seed: options.seed, max: options.cases }) }));
  options.onPlan?.(planned.map((p) => ({ tool: p.tool.name, cases: p.cases.length })));
  for (const { tool, cases } of planned) {
    if (options.signal?.aborted === true) {
      report.notes.push({ tool: tool.name, note: 'not fuzzed: cancelled' });
      continue;
    }
    const gone = transport.gone();
    if (gone !== undefined) {
      report.notes.push({ tool: tool.name, note: `not fuzzed: ${gone}` });
      continue;
    }
    const run = await fuzzTool(transport, tool, cases, options);
    report.cases += run.sent;
    report.findings.push(...run.findings);
    report.tools.push({ name: tool.name, cases: run.sent });
    if (run.note !== undefined) report.notes.push({ tool: tool.name, note: run.note });
  }
  return report;
}
