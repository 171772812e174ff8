import { appDocumentOf, isAppMimeType } from '../../../protocol';
import { readAppUiMeta } from '../../../protocol';
import { toolViewUri, uiMetaOf, visibilityProblem, type ToolLike } from '../../../protocol';
import type { CheckContext, CheckVerdict, ConformanceCheck, RpcOutcome } from '../types';
import { isRecord, sample } from '../values';
import { fail, notApplicable, pass } from '../verdict';
import { FEATURE_RULES } from '../rules/features';

// Apps extend tools (§19); the rules are the apps spec's (2026-01-26, SEP-1865).
const SPEC = '§19 Tools: MCP Apps (SEP-1865)';

function asTool(item: Record<string, unknown>): ToolLike {
  return { name: String(item.name), _meta: isRecord(item._meta) ? item._meta : undefined };
}

/** The view URI a tool declares, well-formed or not (the nested key, else the deprecated flat one). */
function declaredUri(tool: ToolLike): unknown {
  return uiMetaOf(tool)?.['resourceUri'] ?? tool._meta?.['ui/resourceUri'];
}

interface ViewRead {
  tool: string;
  uri: string;
  outcome: RpcOutcome;
}

/** Reads the `ui://` resource of every tool that declares one (the run memoises each read). */
async function readViews(ctx: CheckContext): Promise<{ tools: ToolLike[]; reads: ViewRead[]; evidence: (number | undefined)[] }> {
  const walk = await ctx.walk('tools/list');
  const tools = walk.items.map(asTool);
  const reads: ViewRead[] = [];
  for (const tool of tools) {
    const uri = toolViewUri(tool);
    // Several tools may share one view (an app-only helper tool often does).
    if (uri !== undefined && !reads.some((r) => r.uri === uri)) reads.push({ tool: tool.name, uri, outcome: await ctx.rpc('resources/read', { uri }) });
  }
  return { tools, reads, evidence: walk.pages.map((p) => p.outcome.exchangeId) };
}

async function viewResources(ctx: CheckContext): Promise<CheckVerdict> {
  const { tools, reads, evidence } = await readViews(ctx);
  const malformed = tools.filter((t) => declaredUri(t) !== undefined && toolViewUri(t) === undefined);
  if (malformed.length > 0) return fail(`resourceUri is not a ui:// URI on ${sample(malformed.map((t) => t.name))}.`, evidence);
  if (reads.length === 0) return notApplicable('No tool declares an app view (_meta.ui.resourceUri).', evidence);
  const all = [...evidence, ...reads.map((r) => r.outcome.exchangeId)];
  for (const read of reads) {
    if (read.outcome.result === undefined) return fail(`${read.tool}: resources/read ${read.uri} failed.`, all);
    const doc = appDocumentOf(read.uri, read.outcome.result);
    if (!doc.ok) return fail(`${read.tool}: ${doc.reason}`, all);
  }
  return pass(`${reads.length} app view(s) read as text/html;profile=mcp-app.`, all);
}

async function visibilityValues(ctx: CheckContext): Promise<CheckVerdict> {
  const walk = await ctx.walk('tools/list');
  const evidence = walk.pages.map((p) => p.outcome.exchangeId);
  const declaring = walk.items.map(asTool).filter((t) => uiMetaOf(t)?.['visibility'] !== undefined);
  if (declaring.length === 0) return notApplicable('No tool declares _meta.ui.visibility.', evidence);
  const problem = declaring.map(visibilityProblem).find((p) => p !== undefined);
  return problem === undefined ? pass(`${declaring.length} tool(s) declare only "model" and "app".`, evidence) : fail(problem, evidence);
}

async function cspOrigins(ctx: CheckContext): Promise<CheckVerdict> {
  const { reads, evidence } = await readViews(ctx);
  const all = [...evidence, ...reads.map((r) => r.outcome.exchangeId)];
  const docs = reads.map((r) => ({ read: r, doc: appDocumentOf(r.uri, r.outcome.result) }));
  const readable = docs.flatMap(({ read, doc }) => (doc.ok ? [{ read, ui: readAppUiMeta(contentMeta(read.outcome)) }] : []));
  if (readable.length === 0) return notApplicable('No readable app view to inspect.', all);
  const bad = readable.flatMap(({ read, ui }) => ui.rejected.map((entry) => `${read.uri} ${entry}`));
  return bad.length === 0 ? pass(`CSP entries of ${readable.length} view(s) are origins.`, all) : fail(`Not origins: ${bad.slice(0, 3).join('; ')}${bad.length > 3 ? ` and ${bad.length - 3} more` : ''}.`, all);
}

/** `_meta` of the app content of a read, where `_meta.ui.csp` lives. */
function contentMeta(outcome: RpcOutcome): unknown {
  const contents = isRecord(outcome.result) && Array.isArray(outcome.result.contents) ? outcome.result.contents : [];
  const app = contents.find((c): c is Record<string, unknown> => isRecord(c) && isAppMimeType(c.mimeType));
  return app?._meta;
}

export const appChecks: ConformanceCheck[] = [
  {
    id: 'apps.view-resource',
    title: "A tool's resourceUri is a readable ui:// resource of text/html;profile=mcp-app",
    severity: 'error',
    rule: FEATURE_RULES.appView,
    spec: SPEC,
    applies: { era: 'any', capability: 'tools' },
    run: viewResources,
  },
  {
    id: 'apps.visibility',
    title: 'Tool _meta.ui.visibility holds only "model" and "app"',
    severity: 'error',
    rule: FEATURE_RULES.appVisibility,
    spec: SPEC,
    applies: { era: 'any', capability: 'tools' },
    run: visibilityValues,
  },
  {
    id: 'apps.csp-origins',
    title: 'App view CSP domains are origins',
    severity: 'warning',
    rule: FEATURE_RULES.appCspOrigins,
    spec: SPEC,
    applies: { era: 'any', capability: 'tools' },
    run: cspOrigins,
  },
];
