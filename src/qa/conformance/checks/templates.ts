import { parseUriTemplate } from '../../../lib/uri/uri-template';
import type { ConformanceCheck } from '../types';
import { duplicates, isMimeType, isNonEmptyString, sample } from '../values';
import { overListItems } from './list-items';
import { FEATURE_RULES } from '../rules/features';

const SPEC = '§13.4 resources/templates/list';

const label = (t: Record<string, unknown>): string => String(t.uriTemplate ?? t.name);

export const templateChecks: ConformanceCheck[] = [
  {
    id: 'templates.parse',
    title: 'uriTemplate values are valid RFC 6570 templates',
    severity: 'error',
    rule: FEATURE_RULES.templateParse,
    spec: SPEC,
    applies: { era: 'any', capability: 'resources' },
    run: overListItems('resources/templates/list', 'every uriTemplate parses', (items) => {
      for (const item of items) {
        if (typeof item.uriTemplate !== 'string') return `${label(item)} has no uriTemplate string.`;
        const parsed = parseUriTemplate(item.uriTemplate);
        if (!parsed.ok) return `${item.uriTemplate} is not RFC 6570: ${parsed.error}.`;
      }
      return undefined;
    }),
  },
  {
    id: 'templates.variables',
    title: 'Each template has at least one variable',
    severity: 'warning',
    rule: FEATURE_RULES.templateVariables,
    spec: SPEC,
    applies: { era: 'any', capability: 'resources' },
    run: overListItems('resources/templates/list', 'each has a variable', (items) => {
      const fixed = items.filter((t) => typeof t.uriTemplate === 'string' && !t.uriTemplate.includes('{'));
      return fixed.length === 0 ? undefined : `No variables in ${sample(fixed.map(label))}; fixed URIs belong in resources/list.`;
    }),
  },
  {
    id: 'templates.name',
    title: 'Every template has a name',
    severity: 'error',
    rule: FEATURE_RULES.templateName,
    spec: SPEC,
    applies: { era: 'any', capability: 'resources' },
    run: overListItems('resources/templates/list', 'each has a name', (items) => {
      const nameless = items.filter((t) => !isNonEmptyString(t.name));
      return nameless.length === 0 ? undefined : `Templates without a name: ${sample(nameless.map(label))}.`;
    }),
  },
  {
    id: 'templates.unique',
    title: 'Template uriTemplates are unique',
    severity: 'warning',
    rule: FEATURE_RULES.templateUnique,
    spec: SPEC,
    applies: { era: 'any', capability: 'resources' },
    run: overListItems('resources/templates/list', 'no duplicates', (items) => {
      const twice = duplicates(items.map((t) => t.uriTemplate).filter((u): u is string => typeof u === 'string'));
      return twice.length === 0 ? undefined : `Listed more than once: ${sample(twice)}.`;
    }),
  },
  {
    id: 'templates.mime-type',
    title: 'Template mimeType, when given, is type/subtype',
    severity: 'warning',
    rule: FEATURE_RULES.mimeType,
    spec: SPEC,
    applies: { era: 'any', capability: 'resources' },
    run: overListItems('resources/templates/list', 'MIME types are well-formed', (items) => {
      const bad = items.filter((t) => t.mimeType !== undefined && !(typeof t.mimeType === 'string' && isMimeType(t.mimeType)));
      return bad.length === 0 ? undefined : `Malformed mimeType on ${sample(bad.map(label))}.`;
    }),
  },
  {
    id: 'templates.no-size',
    title: 'Templates carry no size',
    severity: 'info',
    rule: FEATURE_RULES.templateNoSize,
    spec: SPEC,
    applies: { era: 'any', capability: 'resources' },
    run: overListItems('resources/templates/list', 'no size field', (items) => {
      const sized = items.filter((t) => 'size' in t);
      return sized.length === 0 ? undefined : `size is not a ResourceTemplate field (${sample(sized.map(label))}).`;
    }),
  },
];
