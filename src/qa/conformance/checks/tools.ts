import type { ConformanceCheck } from '../types';
import { duplicates, isRecord, records, sample } from '../values';
import { fail, notApplicable, pass } from '../verdict';
import { overListItems } from './list-items';
import { httpOnly } from './transport';
import { FEATURE_RULES } from '../rules/features';

const SPEC = '§19 Tools';
const NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** SEP-2243 constraints on `x-mcp-header` (spec §7.4); only top-level `properties` may carry it. */
export function headerAnnotationProblem(tool: Record<string, unknown>): string | undefined {
  const schema = isRecord(tool.inputSchema) ? tool.inputSchema : {};
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const names: string[] = [];
  for (const [key, property] of Object.entries(properties)) {
    if (!isRecord(property) || !('x-mcp-header' in property)) continue;
    const name = property['x-mcp-header'];
    if (typeof name !== 'string' || !TOKEN.test(name)) return `${String(tool.name)}.${key}: x-mcp-header ${JSON.stringify(name)} is not an HTTP token.`;
    if (!['string', 'integer', 'boolean'].includes(String(property.type))) return `${String(tool.name)}.${key}: x-mcp-header on a ${JSON.stringify(property.type)} property (only string, integer, boolean).`;
    names.push(name.toLowerCase());
  }
  const twice = duplicates(names);
  return twice.length === 0 ? undefined : `${String(tool.name)}: x-mcp-header ${sample(twice)} used twice.`;
}

export const toolChecks: ConformanceCheck[] = [
  {
    id: 'tools.name-format',
    title: 'Tool names are 1–128 chars of A-Z a-z 0-9 _ . -',
    severity: 'warning',
    rule: FEATURE_RULES.toolNameFormat,
    spec: SPEC,
    applies: { era: 'any', capability: 'tools' },
    run: overListItems('tools/list', 'names follow the naming rule', (items) => {
      const bad = items.map((t) => t.name).filter((n) => typeof n !== 'string' || !NAME.test(n));
      return bad.length === 0 ? undefined : `Names outside the rule: ${sample(bad.map(String))}.`;
    }),
  },
  {
    id: 'tools.name-unique',
    title: 'Tool names are unique',
    severity: 'warning',
    rule: FEATURE_RULES.toolNameUnique,
    spec: SPEC,
    applies: { era: 'any', capability: 'tools' },
    run: overListItems('tools/list', 'names are unique', (items) => {
      const twice = duplicates(items.map((t) => t.name).filter((n): n is string => typeof n === 'string'));
      return twice.length === 0 ? undefined : `Listed more than once: ${sample(twice)}.`;
    }),
  },
  {
    id: 'tools.input-schema',
    title: 'Tool inputSchema is an object schema',
    severity: 'error',
    rule: FEATURE_RULES.toolInputSchema,
    spec: SPEC,
    applies: { era: 'any', capability: 'tools' },
    run: overListItems('tools/list', 'inputSchema has type "object"', (items) => {
      const bad = items.filter((t) => !isRecord(t.inputSchema) || t.inputSchema.type !== 'object');
      return bad.length === 0 ? undefined : `inputSchema is not {type:"object"} on ${sample(bad.map((t) => String(t.name)))}.`;
    }),
  },
  {
    id: 'tools.annotations',
    title: 'Tool annotation hints are booleans',
    severity: 'error',
    rule: FEATURE_RULES.toolAnnotations,
    spec: SPEC,
    applies: { era: 'any', capability: 'tools' },
    run: overListItems('tools/list', 'hints are booleans', (items) => {
      for (const tool of items) {
        const annotations = isRecord(tool.annotations) ? tool.annotations : {};
        const bad = Object.keys(annotations).filter((k) => k.endsWith('Hint') && typeof annotations[k] !== 'boolean');
        if (bad.length > 0) return `${String(tool.name)}: ${bad.join(', ')} must be boolean.`;
      }
      return undefined;
    }),
  },
  {
    id: 'tools.x-mcp-header',
    title: 'x-mcp-header annotations follow SEP-2243',
    severity: 'error',
    rule: FEATURE_RULES.headerAnnotation,
    spec: '§7.4 x-mcp-header',
    applies: { era: 'modern', capability: 'tools', transport: httpOnly('x-mcp-header mirrors tool arguments into HTTP headers, and stdio has no header layer (stdio clients may ignore the annotation).') },
    run: overListItems('tools/list', 'header annotations are valid', (items) => items.map(headerAnnotationProblem).find((p) => p !== undefined)),
  },
  {
    id: 'tools.deterministic-order',
    title: 'tools/list order is deterministic',
    severity: 'warning',
    rule: FEATURE_RULES.deterministicOrder,
    spec: SPEC,
    applies: { era: 'any', capability: 'tools' },
    run: async (ctx) => {
      const first = (await ctx.walk('tools/list')).pages[0]?.outcome;
      const again = await ctx.rpc('tools/list', {});
      const names = (o: typeof again | undefined) => records(o?.result?.tools).map((t) => String(t.name));
      if (first?.result === undefined || again.result === undefined) return notApplicable('tools/list did not answer twice.', [first?.exchangeId, again.exchangeId]);
      const a = names(first).join('\n');
      return a === names(again).join('\n')
        ? pass('Two listings returned the same order.', [first.exchangeId, again.exchangeId])
        : fail('Two listings returned tools in different orders.', [first.exchangeId, again.exchangeId]);
    },
  },
];
