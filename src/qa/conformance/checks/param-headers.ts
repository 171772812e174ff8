import { paramHeaders, scanHeaderParams, type HeaderParam } from '../../../protocol';
import type { CheckContext, CheckVerdict, ConformanceCheck } from '../types';
import { isRecord } from '../values';
import { expectError, fail, notApplicable, pass } from '../verdict';
import { TRANSPORT_RULES } from '../rules/transport';
import { generateArguments } from '../tool-calls/arguments';
import { chooseTools } from '../tool-calls/select-tools';
import { httpOnly, NO_HEADER_LAYER } from './transport';

const OFF = 'Tool calls are opt-in: run with --call-tools (or name a tool with --call-tool).';
const BODY_VALUE = 'mcp-console-qa';
const OTHER_VALUE = 'mcp-console-qa-other';

interface Target {
  name: string;
  params: HeaderParam[];
  /** The string property whose header the probes leave out or change. */
  probed: HeaderParam;
  args: Record<string, unknown>;
}

/** The first tool this run may call that mirrors a top-level string argument into an Mcp-Param header. */
function findTarget(ctx: CheckContext, tools: readonly Record<string, unknown>[]): Target | string {
  const callable = new Set(chooseTools(tools, ctx.options).filter((c) => c.call).map((c) => c.name));
  if (callable.size === 0) return OFF;
  for (const tool of tools) {
    if (typeof tool.name !== 'string' || !callable.has(tool.name)) continue;
    const scan = scanHeaderParams(tool.inputSchema);
    const probed = scan.valid ? scan.params.find((p) => p.type === 'string' && p.path.length === 1) : undefined;
    if (!scan.valid || probed === undefined) continue;
    const given = ctx.options.toolArgs?.[tool.name];
    const generated = isRecord(given) ? { ok: true as const, value: given } : generateArguments(tool.inputSchema);
    if (!generated.ok || !isRecord(generated.value)) continue;
    return { name: tool.name, params: scan.params, probed, args: { ...generated.value, [probed.path.join('.')]: BODY_VALUE } };
  }
  return 'No tool this run may call declares x-mcp-header on a top-level string argument.';
}

async function paramHeaderCheck(ctx: CheckContext): Promise<CheckVerdict> {
  const target = findTarget(ctx, (await ctx.walk('tools/list')).items);
  if (typeof target === 'string') return notApplicable(target);
  const header = `Mcp-Param-${target.probed.header}`;
  const others = Object.fromEntries(Object.entries(paramHeaders(target.params, target.args)).filter(([name]) => name !== header));
  const params = { name: target.name, arguments: target.args };
  const missing = await ctx.rpc('tools/call', params, { headers: others });
  const changed = await ctx.rpc('tools/call', params, { headers: { ...others, [header]: OTHER_VALUE } });
  // A page may send Mcp-Param-* only when the server's CORS allows it: unsent is not a finding here.
  const unsent = ctx.environment === 'browser' && changed.httpStatus === undefined;
  const verdicts = [
    expectError(missing, [-32020], `tools/call ${JSON.stringify(target.name)} with ${target.probed.path.join('.')}: "${BODY_VALUE}" in the body and no ${header}`, [400]),
    unsent
      ? pass(`(The browser could not send ${header}: the server's CORS does not allow it, so the changed value went unjudged.)`)
      : expectError(changed, [-32020], `the same call with ${header}: ${OTHER_VALUE}`, [400]),
  ];
  const evidence = [missing.exchangeId, changed.exchangeId];
  const failed = verdicts.filter((v) => v.outcome === 'fail');
  if (failed.length > 0) return fail(failed.map((v) => v.message).join(' '), evidence);
  return pass(verdicts.map((v) => v.message).join(' '), evidence);
}

export const paramHeaderChecks: ConformanceCheck[] = [
  {
    id: 'http.param-header',
    title: 'A missing or mismatched Mcp-Param header → 400/-32020',
    severity: 'error',
    rule: TRANSPORT_RULES.paramHeader,
    spec: '§7.4 x-mcp-header',
    applies: { era: 'modern', capability: 'tools', transport: httpOnly(NO_HEADER_LAYER) },
    scenarios: [{ id: 'http-custom-header-server-validation', coverage: 'partial' }],
    run: paramHeaderCheck,
  },
];
