import { parse as parseTemplate } from 'uri-template';
import { encodeForOperator, percentDecode } from './uri-encoding';

/** The RFC 6570 §2.2 expression operators; `''` is simple string expansion. */
export type UriOperator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&';

/** One variable of a template, as the builder needs it to render a field. */
export interface TemplateVariable {
  name: string;
  /** The operator of the first expression the variable appears in. */
  operator: UriOperator;
  /** `{x:3}`: at most this many characters of the value are used (RFC 6570 §2.4.1). */
  prefix: number | undefined;
  /** `{x*}`: the value is a list whose items expand separately (RFC 6570 §2.4.2). */
  explode: boolean;
}

export type TemplateValue = string | readonly string[];
export type TemplateValues = Readonly<Record<string, TemplateValue | undefined>>;

interface VariableSpec {
  name: string;
  prefix: number | undefined;
  explode: boolean;
}
type Part = { kind: 'literal'; text: string } | { kind: 'expression'; operator: UriOperator; variables: VariableSpec[] };

export type ParsedUriTemplate =
  | { ok: true; template: string; variables: TemplateVariable[]; parts: readonly Part[] }
  | { ok: false; template: string; error: string };

const OPERATORS: readonly string[] = ['', '+', '#', '.', '/', ';', '?', '&'];

function isOperator(value: string): value is UriOperator {
  return OPERATORS.includes(value);
}

/** RFC 6570 §3.2.1 table: prefix, separator, named, empty-value suffix, allowed set. */
const BEHAVIOUR: Record<UriOperator, { first: string; sep: string; named: boolean; ifemp: string; reserved: boolean }> = {
  '': { first: '', sep: ',', named: false, ifemp: '', reserved: false },
  '+': { first: '', sep: ',', named: false, ifemp: '', reserved: true },
  '#': { first: '#', sep: ',', named: false, ifemp: '', reserved: true },
  '.': { first: '.', sep: '.', named: false, ifemp: '', reserved: false },
  '/': { first: '/', sep: '/', named: false, ifemp: '', reserved: false },
  ';': { first: ';', sep: ';', named: true, ifemp: '', reserved: false },
  '?': { first: '?', sep: '&', named: true, ifemp: '=', reserved: false },
  '&': { first: '&', sep: '&', named: true, ifemp: '=', reserved: false },
};

/**
 * Parses an RFC 6570 template with the `uri-template` package's grammar (levels 1–4). A
 * malformed template is returned as `{ok: false, error}` so the builder can show why it is
 * withheld (spec §13.4: `uriTemplate` is RFC 6570).
 */
export function parseUriTemplate(template: string): ParsedUriTemplate {
  let ast: ReturnType<typeof parseTemplate>['ast'];
  try {
    ast = parseTemplate(template).ast;
  } catch (err) {
    return { ok: false, template, error: err instanceof Error ? err.message : String(err) };
  }
  const parts: Part[] = [];
  for (const node of ast.parts) {
    if (node.type === 'literal') {
      // The grammar lets a stray `}` through as a literal; RFC 6570 §2.1 does not.
      if (node.value.includes('}')) return { ok: false, template, error: `Unmatched "}" in "${node.value}"` };
      parts.push({ kind: 'literal', text: node.value });
      continue;
    }
    const operator: string = node.operator;
    if (!isOperator(operator)) return { ok: false, template, error: `Unsupported operator "${operator}"` };
    const variables = node.variables.map((v) => ({
      name: v.name,
      prefix: v.modifier?.type === 'substr' ? v.modifier.length : undefined,
      explode: v.modifier?.type === 'explode',
    }));
    parts.push({ kind: 'expression', operator, variables });
  }
  return { ok: true, template, variables: collectVariables(parts), parts };
}

function collectVariables(parts: readonly Part[]): TemplateVariable[] {
  const seen = new Map<string, TemplateVariable>();
  for (const part of parts) {
    if (part.kind !== 'expression') continue;
    for (const v of part.variables) {
      if (!seen.has(v.name)) seen.set(v.name, { name: v.name, operator: part.operator, prefix: v.prefix, explode: v.explode });
    }
  }
  return [...seen.values()];
}

function isDefined(value: TemplateValue | undefined): value is TemplateValue {
  // RFC 6570 §2.3: undefined and empty lists are skipped; an empty string is defined.
  return typeof value === 'string' || (value !== undefined && value.length > 0);
}

function prefixOf(value: string, length: number | undefined): string {
  // Prefix lengths count characters (code points), not UTF-16 units (RFC 6570 §2.4.1).
  return length === undefined ? value : Array.from(value).slice(0, length).join('');
}

function expandVariable(spec: VariableSpec, value: TemplateValue, operator: UriOperator): string {
  const b = BEHAVIOUR[operator];
  const encode = (text: string) => encodeForOperator(text, b.reserved);
  if (typeof value === 'string') {
    const text = encode(prefixOf(value, spec.prefix));
    if (!b.named) return text;
    return text === '' ? spec.name + b.ifemp : `${spec.name}=${text}`;
  }
  if (!spec.explode) {
    const joined = value.map(encode).join(',');
    return b.named ? (joined === '' ? spec.name + b.ifemp : `${spec.name}=${joined}`) : joined;
  }
  if (!b.named) return value.map(encode).join(b.sep);
  return value.map((item) => (item === '' ? spec.name + b.ifemp : `${spec.name}=${encode(item)}`)).join(b.sep);
}

/**
 * Expands a parsed template per RFC 6570 §3. The package's own expander is not used: it
 * drops the `/` of an empty path segment, re-encodes `%XX` triplets with hex letters in
 * reserved expansion and mis-encodes characters outside the BMP.
 */
export function expandUriTemplate(parsed: Extract<ParsedUriTemplate, { ok: true }>, values: TemplateValues): string {
  return parsed.parts
    .map((part) => {
      if (part.kind === 'literal') return encodeForOperator(part.text, true);
      const pieces = part.variables.flatMap((spec) => {
        const value = values[spec.name];
        return isDefined(value) ? [expandVariable(spec, value, part.operator)] : [];
      });
      return pieces.length === 0 ? '' : BEHAVIOUR[part.operator].first + pieces.join(BEHAVIOUR[part.operator].sep);
    })
    .join('');
}

/** Builder input for an explode (`*`) variable: comma-separated items, blanks trimmed away. */
export function splitListInput(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const CAPTURE: Record<UriOperator, string> = {
  '': '([^/?#]*)',
  '+': '([^?#]*)',
  '#': '(?:#(.*))?',
  '.': '(?:\\.([^/?#]*))?',
  '/': '(?:/([^?#]*?))?',
  ';': '(?:;([^/?#]*))?',
  '?': '(?:\\?([^#]*))?',
  '&': '(?:&([^#]*))?',
};

/**
 * Whether `uri` is one the template could produce, and the values of the variables that
 * can be read back unambiguously (a single unnamed variable per expression). Used to find
 * which direct resources of `resources/list` belong to a template (spec §13.4).
 */
export function matchUriTemplate(parsed: Extract<ParsedUriTemplate, { ok: true }>, uri: string): Record<string, string> | undefined {
  const readable: (string | undefined)[] = [];
  const pattern = parsed.parts
    .map((part) => {
      if (part.kind === 'literal') return escapeRegExp(part.text);
      const only = part.variables.length === 1 ? part.variables[0] : undefined;
      readable.push(only !== undefined && !only.explode && !BEHAVIOUR[part.operator].named ? only.name : undefined);
      return CAPTURE[part.operator];
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(uri);
  if (match === null) return undefined;
  const values: Record<string, string> = {};
  readable.forEach((name, index) => {
    const captured = match[index + 1];
    if (name !== undefined && captured !== undefined && !(name in values)) values[name] = percentDecode(captured);
  });
  return values;
}
