/**
 * SEP-2243 `x-mcp-header` tool parameters (spec §7.3, §7.4). The SDK leaves
 * `Mcp-Param-*` mirroring out in browsers, so the console validates the
 * annotations and builds the headers itself; the transport sends them as
 * per-request headers (`RequestOptions.headers`).
 */

export const X_MCP_HEADER = 'x-mcp-header';
export const MCP_PARAM_PREFIX = 'Mcp-Param-';

/** The JSON Schema types a header-mirrored property may have (spec §7.4: not `number`). */
export type HeaderParamType = 'string' | 'integer' | 'boolean';

/** One `x-mcp-header` declaration: the header name and the argument path it mirrors. */
export interface HeaderParam {
  header: string;
  /** Property names from the root of `arguments`, e.g. `['region']`. */
  path: readonly string[];
  type: HeaderParamType;
}

export type HeaderScan = { valid: true; params: HeaderParam[] } | { valid: false; reason: string };

/** RFC 9110 `token` (`1*tchar`): no spaces, controls or delimiters. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const PARAM_TYPES: ReadonlySet<string> = new Set<HeaderParamType>(['string', 'integer', 'boolean']);

/** Keywords whose subschemas are not reachable through `properties` alone (spec §7.4). */
const UNREACHABLE_KEYWORDS = [
  'items',
  'prefixItems',
  'contains',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'patternProperties',
  'dependentSchemas',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  '$defs',
  'definitions',
] as const;
/** Of those, the ones whose value is a map of name → subschema. */
const MAP_KEYWORDS: ReadonlySet<string> = new Set(['patternProperties', 'dependentSchemas', '$defs', 'definitions']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function where(path: readonly string[]): string {
  return path.length === 0 ? 'the schema root' : `property '${path.join('.')}'`;
}

function subschemas(keyword: string, value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (MAP_KEYWORDS.has(keyword) && isRecord(value)) return Object.values(value);
  return [value];
}

class Scanner {
  readonly params: HeaderParam[] = [];
  private readonly seen = new Map<string, string>();

  visit(node: unknown, path: readonly string[], reachable: boolean): string | undefined {
    if (!isRecord(node)) return undefined;
    if (X_MCP_HEADER in node) {
      const fault = this.declare(node, path, reachable);
      if (fault !== undefined) return fault;
    }
    const properties = node['properties'];
    if (isRecord(properties)) {
      for (const [key, child] of Object.entries(properties)) {
        const fault = this.visit(child, [...path, key], reachable);
        if (fault !== undefined) return fault;
      }
    }
    for (const keyword of UNREACHABLE_KEYWORDS) {
      if (!(keyword in node)) continue;
      for (const branch of subschemas(keyword, node[keyword])) {
        const fault = this.visit(branch, [...path, keyword], false);
        if (fault !== undefined) return fault;
      }
    }
    return undefined;
  }

  private declare(node: Record<string, unknown>, path: readonly string[], reachable: boolean): string | undefined {
    if (!reachable || path.length === 0) {
      return `x-mcp-header on ${where(path)} is not reachable through 'properties' alone`;
    }
    const header = node[X_MCP_HEADER];
    if (typeof header !== 'string' || header === '') return `x-mcp-header on ${where(path)} must be a non-empty string`;
    if (!TOKEN.test(header)) return `x-mcp-header '${header}' on ${where(path)} is not an RFC 9110 token`;
    const type = node['type'];
    if (typeof type !== 'string' || !PARAM_TYPES.has(type)) {
      return `x-mcp-header '${header}' on ${where(path)} needs type string, integer or boolean, not ${JSON.stringify(type ?? null)}`;
    }
    const lower = header.toLowerCase();
    const prior = this.seen.get(lower);
    if (prior !== undefined) return `x-mcp-header '${header}' is declared twice (case-insensitively, also '${prior}')`;
    this.seen.set(lower, header);
    this.params.push({ header, path, type: type === 'string' ? 'string' : type === 'integer' ? 'integer' : 'boolean' });
    return undefined;
  }
}

/**
 * Collects a tool's `x-mcp-header` declarations and checks every rule of spec
 * §7.4; a tool with an invalid declaration must be left out of the tool list.
 */
export function scanHeaderParams(inputSchema: unknown): HeaderScan {
  const scanner = new Scanner();
  const fault = scanner.visit(inputSchema, [], true);
  return fault === undefined ? { valid: true, params: scanner.params } : { valid: false, reason: fault };
}

/** Spec §7.3: visible ASCII, space or tab only, and no whitespace at either end. */
export function isPlainSafe(value: string): boolean {
  return value !== '' && /^[\x20-\x7E\t]*$/.test(value) && !/^[ \t]|[ \t]$/.test(value);
}

function base64Utf8(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * A header value per spec §7.3: strings as-is when plain-safe, integers in
 * decimal, booleans as `true`/`false`; anything else (and a plain value that
 * already looks like the sentinel) as `=?base64?<UTF-8 base64>?=`.
 */
export function encodeHeaderValue(value: string | number | boolean): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? decimal(value) : String(value);
  const looksEncoded = text.startsWith('=?base64?') && text.endsWith('?=');
  return isPlainSafe(text) && !looksEncoded ? text : `=?base64?${base64Utf8(text)}?=`;
}

function decimal(value: number): string {
  // `42.0` arrives as 42 in JS; a safe integer prints without exponent or fraction.
  return Number.isSafeInteger(value) ? value.toFixed(0) : String(value);
}

function readPath(args: Record<string, unknown>, path: readonly string[]): unknown {
  let current: unknown = args;
  for (const key of path) {
    if (!isRecord(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * The `Mcp-Param-<Name>` headers for one `tools/call` (spec §7.4): one per
 * declaration whose argument is present and not null.
 */
export function paramHeaders(params: readonly HeaderParam[], args: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const param of params) {
    const value = readPath(args, param.path);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      headers[`${MCP_PARAM_PREFIX}${param.header}`] = encodeHeaderValue(value);
    }
  }
  return headers;
}
