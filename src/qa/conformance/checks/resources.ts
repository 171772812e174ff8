import type { CheckContext, CheckVerdict, ConformanceCheck, ReadSample, RpcOutcome } from '../types';
import { base64ByteLength, duplicates, isAbsoluteUri, isBase64, isMimeType, isNonEmptyString, records, sample, utf8ByteLength } from '../values';
import { fail, notApplicable, pass } from '../verdict';
import { overListItems } from './list-items';
import { FEATURE_RULES } from '../rules/features';

const SPEC_LIST = '§13.2 resources/list';
const SPEC_READ = '§13.3 resources/read';
/** A URI no server should have; reading it must answer "not found". */
export const MISSING_RESOURCE_URI = 'mcp-console-qa://missing/does-not-exist';

type ReadInspect = (read: ReadSample, contents: Record<string, unknown>[]) => string | undefined;

function everyRead(what: string, inspect: ReadInspect) {
  return async (ctx: CheckContext): Promise<CheckVerdict> => {
    const reads = (await ctx.reads()).filter((r) => r.outcome.result !== undefined && r.outcome.result.resultType !== 'input_required');
    if (reads.length === 0) return notApplicable('No listed resource could be read to inspect.');
    for (const read of reads) {
      const problem = inspect(read, records(read.outcome.result?.contents));
      if (problem !== undefined) return fail(`${read.uri}: ${problem}`, [read.outcome.exchangeId]);
    }
    return pass(`${reads.length} read(s): ${what}.`, reads.map((r) => r.outcome.exchangeId));
  };
}

function missingProblem(outcome: RpcOutcome, expected: string): string {
  if (outcome.result !== undefined) return 'A missing resource was answered with a result instead of an error.';
  return `Expected ${expected}; got ${outcome.error === undefined ? (outcome.failure ?? 'nothing') : `${outcome.error.code} ${JSON.stringify(outcome.error.message)}`}.`;
}

/** Bytes a contents entry decodes to, or undefined when it cannot be decoded. */
function decodedBytes(entry: Record<string, unknown>): number | undefined {
  if (typeof entry.text === 'string') return utf8ByteLength(entry.text);
  if (typeof entry.blob === 'string' && isBase64(entry.blob)) return base64ByteLength(entry.blob);
  return undefined;
}

export const resourceChecks: ConformanceCheck[] = [
  {
    id: 'resources.uri-valid',
    title: 'Listed resource URIs are absolute URIs',
    severity: 'error',
    rule: FEATURE_RULES.resourceUri,
    spec: SPEC_LIST,
    applies: { era: 'any', capability: 'resources' },
    run: overListItems('resources/list', 'every uri is an absolute URI', (items) => {
      const bad = items.map((r) => r.uri).filter((uri) => typeof uri !== 'string' || !isAbsoluteUri(uri));
      return bad.length === 0 ? undefined : `Invalid URIs: ${sample(bad.map(String))}.`;
    }),
  },
  {
    id: 'resources.uri-unique',
    title: 'Listed resource URIs are unique',
    severity: 'warning',
    rule: FEATURE_RULES.resourceUriUnique,
    spec: SPEC_LIST,
    applies: { era: 'any', capability: 'resources' },
    run: overListItems('resources/list', 'no uri is listed twice', (items) => {
      const twice = duplicates(items.map((r) => r.uri).filter((u): u is string => typeof u === 'string'));
      return twice.length === 0 ? undefined : `Listed more than once: ${sample(twice)}.`;
    }),
  },
  {
    id: 'resources.name',
    title: 'Every listed resource has a name',
    severity: 'error',
    rule: FEATURE_RULES.resourceName,
    spec: SPEC_LIST,
    applies: { era: 'any', capability: 'resources' },
    run: overListItems('resources/list', 'each has a name', (items) => {
      const nameless = items.filter((r) => !isNonEmptyString(r.name)).map((r) => String(r.uri));
      return nameless.length === 0 ? undefined : `Resources without a name: ${sample(nameless)}.`;
    }),
  },
  {
    id: 'resources.size-type',
    title: 'Resource size, when given, is a non-negative integer',
    severity: 'error',
    rule: FEATURE_RULES.resourceSize,
    spec: SPEC_LIST,
    applies: { era: 'any', capability: 'resources' },
    run: overListItems('resources/list', 'sizes are byte counts', (items) => {
      const bad = items.filter((r) => r.size !== undefined && !(typeof r.size === 'number' && Number.isInteger(r.size) && r.size >= 0));
      return bad.length === 0 ? undefined : `Invalid size on ${sample(bad.map((r) => String(r.uri)))}.`;
    }),
  },
  {
    id: 'resources.mime-type',
    title: 'Resource mimeType, when given, is type/subtype',
    severity: 'warning',
    rule: FEATURE_RULES.mimeType,
    spec: SPEC_LIST,
    applies: { era: 'any', capability: 'resources' },
    run: overListItems('resources/list', 'MIME types are well-formed', (items) => {
      const bad = items.filter((r) => r.mimeType !== undefined && !(typeof r.mimeType === 'string' && isMimeType(r.mimeType)));
      return bad.length === 0 ? undefined : `Malformed mimeType on ${sample(bad.map((r) => String(r.uri)))}.`;
    }),
  },
  {
    id: 'resources.read-not-empty',
    title: 'Reading a listed resource returns contents',
    severity: 'info',
    rule: FEATURE_RULES.readNotEmpty,
    spec: SPEC_READ,
    applies: { era: 'any', capability: 'resources' },
    run: everyRead('contents present', (_read, contents) =>
      contents.length === 0 ? 'contents is empty; an existing listed resource must not look missing.' : undefined,
    ),
  },
  {
    id: 'resources.read-entry-shape',
    title: 'Each contents entry has a uri and exactly one of text / blob',
    severity: 'error',
    rule: FEATURE_RULES.readEntryShape,
    spec: SPEC_READ,
    applies: { era: 'any', capability: 'resources' },
    run: everyRead('entries are text or blob', (_read, contents) => {
      for (const entry of contents) {
        if (!isNonEmptyString(entry.uri)) return 'a contents entry has no uri.';
        const kinds = ['text', 'blob'].filter((k) => typeof entry[k] === 'string');
        if (kinds.length !== 1) return `a contents entry has ${kinds.length === 0 ? 'neither text nor blob' : 'both text and blob'}.`;
      }
      return undefined;
    }),
  },
  {
    id: 'resources.blob-base64',
    title: 'Blob contents are valid base64',
    severity: 'error',
    rule: FEATURE_RULES.blobBase64,
    spec: SPEC_READ,
    applies: { era: 'any', capability: 'resources' },
    run: everyRead('blobs decode', (_read, contents) => {
      const bad = contents.find((e) => typeof e.blob === 'string' && !isBase64(e.blob));
      return bad === undefined ? undefined : `blob of ${String(bad.uri)} is not canonical base64.`;
    }),
  },
  {
    id: 'resources.size-matches',
    title: 'Listed size matches the bytes read',
    severity: 'warning',
    rule: FEATURE_RULES.sizeMatches,
    spec: SPEC_LIST,
    applies: { era: 'any', capability: 'resources' },
    run: everyRead('sizes agree', (read, contents) => {
      const size = read.listed.size;
      const entry = contents.find((e) => e.uri === read.uri) ?? contents[0];
      if (typeof size !== 'number' || entry === undefined || contents.length !== 1) return undefined;
      const bytes = decodedBytes(entry);
      return bytes === undefined || bytes === size ? undefined : `listed size ${size} but the contents decode to ${bytes} bytes.`;
    }),
  },
  {
    id: 'resources.missing',
    title: 'Reading a missing resource → -32602',
    severity: 'error',
    rule: FEATURE_RULES.missingResource,
    spec: SPEC_READ,
    applies: { era: 'modern', capability: 'resources' },
    run: async (ctx) => {
      const outcome = await ctx.rpc('resources/read', { uri: MISSING_RESOURCE_URI });
      if (outcome.error?.code === -32602) return pass('Missing resource → -32602, as required.', [outcome.exchangeId]);
      if (outcome.error?.code === -32002) return fail('-32002 is the legacy code; 2026-07-28 servers MUST answer -32602.', [outcome.exchangeId]);
      return fail(missingProblem(outcome, '-32602'), [outcome.exchangeId]);
    },
  },
  {
    id: 'resources.legacy-missing',
    title: 'Legacy: reading a missing resource → -32002 (or -32602)',
    severity: 'warning',
    rule: FEATURE_RULES.missingResourceLegacy,
    spec: SPEC_READ,
    applies: { era: 'legacy', capability: 'resources' },
    run: async (ctx) => {
      const outcome = await ctx.rpc('resources/read', { uri: MISSING_RESOURCE_URI });
      const code = outcome.error?.code;
      if (code === -32002) return pass('Missing resource → -32002, the code 2025-11-25 names.', [outcome.exchangeId]);
      if (code === -32602) return pass('Missing resource → -32602 (Invalid params), the code 2026-07-28 requires.', [outcome.exchangeId]);
      return fail(missingProblem(outcome, '-32002 (or -32602)'), [outcome.exchangeId]);
    },
  },
];
