import { SERVER_INFO_META_KEY } from '@modelcontextprotocol/client';
import type { CheckContext, CheckVerdict, ConformanceCheck } from '../types';
import { isNonEmptyString, isRecord } from '../values';
import { describeOutcome, fail, pass } from '../verdict';
import { qaSession } from '../qa-session';
import { CORE_RULES } from '../rules/core';

const SPEC = '§8 server/discover';

/** Runs `inspect` on the discover result, or fails with how the request went. */
function withDiscover(inspect: (result: Record<string, unknown>, exchangeId: number | undefined) => CheckVerdict) {
  return async (ctx: CheckContext): Promise<CheckVerdict> => {
    const outcome = await ctx.discover();
    if (outcome.result === undefined) return fail(`server/discover did not return a result: ${describeOutcome(outcome)}.`, [outcome.exchangeId]);
    return inspect(outcome.result, outcome.exchangeId);
  };
}

/**
 * Like `withDiscover`, but on a legacy server the same rule is checked on the
 * initialize result, where those fields lived before server/discover.
 */
function withHandshake(inspect: (result: Record<string, unknown>, exchangeId: number | undefined) => CheckVerdict) {
  return async (ctx: CheckContext): Promise<CheckVerdict> => {
    if (ctx.era === 'modern') return withDiscover(inspect)(ctx);
    const session = await qaSession(ctx);
    if (session.result === undefined) return fail(`initialize did not return a result (HTTP ${session.init.status ?? '?'}).`, [session.init.exchangeId]);
    return inspect(session.result, session.init.exchangeId);
  };
}

export const discoverChecks: ConformanceCheck[] = [
  {
    id: 'discover.shape',
    title: 'server/discover returns supportedVersions and capabilities',
    severity: 'error',
    rule: CORE_RULES.discoverShape,
    spec: SPEC,
    applies: { era: 'modern' },
    run: withDiscover((result, ex) => {
      const versions = result.supportedVersions;
      const okVersions = Array.isArray(versions) && versions.length > 0 && versions.every(isNonEmptyString);
      if (!okVersions) return fail('supportedVersions must be a non-empty array of version strings.', [ex]);
      if (!isRecord(result.capabilities)) return fail('capabilities must be an object.', [ex]);
      return pass(`supportedVersions ${JSON.stringify(versions)} and a capabilities object.`, [ex]);
    }),
  },
  {
    id: 'discover.negotiated-version',
    title: 'supportedVersions lists the negotiated modern version',
    severity: 'error',
    rule: CORE_RULES.negotiatedVersion,
    spec: '§9.1 Version negotiation',
    applies: { era: 'modern' },
    run: async (ctx) =>
      withDiscover((result, ex) => {
        const versions = Array.isArray(result.supportedVersions) ? result.supportedVersions : [];
        return versions.includes(ctx.protocolVersion)
          ? pass(`${ctx.protocolVersion} is listed.`, [ex])
          : fail(`supportedVersions ${JSON.stringify(versions)} does not list ${ctx.protocolVersion}, the version it answered with.`, [ex]);
      })(ctx),
  },
  {
    id: 'discover.server-info',
    title: 'Results identify the server in _meta serverInfo',
    severity: 'warning',
    rule: CORE_RULES.serverInfo,
    spec: '§5.2 Result _meta',
    applies: { era: 'modern' },
    run: withDiscover((result, ex) => {
      const info = isRecord(result._meta) ? result._meta[SERVER_INFO_META_KEY] : undefined;
      if (!isRecord(info)) return fail(`_meta["${SERVER_INFO_META_KEY}"] is missing; servers SHOULD identify themselves.`, [ex]);
      if (!isNonEmptyString(info.name) || !isNonEmptyString(info.version)) return fail('serverInfo needs a name and a version string.', [ex]);
      return pass(`Server ${info.name} ${info.version}.`, [ex]);
    }),
  },
  {
    id: 'discover.no-legacy-fields',
    title: 'discover has no legacy serverInfo / protocolVersion body fields',
    severity: 'warning',
    rule: CORE_RULES.noLegacyFields,
    spec: SPEC,
    applies: { era: 'modern' },
    run: withDiscover((result, ex) => {
      const legacy = ['serverInfo', 'protocolVersion'].filter((key) => key in result);
      return legacy.length === 0
        ? pass('Only 2026-07-28 fields.', [ex])
        : fail(`Body fields ${legacy.join(', ')} belong to the legacy initialize result; identity goes in _meta.`, [ex]);
    }),
  },
  {
    id: 'discover.instructions',
    title: 'instructions, when present, is a string (discover, or initialize on legacy)',
    severity: 'error',
    rule: CORE_RULES.instructions,
    spec: SPEC,
    applies: { era: 'any' },
    run: withHandshake((result, ex) =>
      result.instructions === undefined || typeof result.instructions === 'string'
        ? pass(result.instructions === undefined ? 'No instructions.' : 'instructions is a string.', [ex])
        : fail(`instructions is ${typeof result.instructions}, not a string.`, [ex]),
    ),
  },
  {
    id: 'discover.capabilities-shape',
    title: 'Declared capabilities are objects with boolean flags',
    severity: 'error',
    rule: CORE_RULES.capabilitiesShape,
    spec: '§6.2 ServerCapabilities',
    applies: { era: 'any' },
    run: withHandshake((result, ex) => {
      if (!isRecord(result.capabilities)) return fail(`capabilities is ${JSON.stringify(result.capabilities)}, not an object.`, [ex]);
      const caps = result.capabilities;
      const problems: string[] = [];
      for (const [name, value] of Object.entries(caps)) {
        if (!isRecord(value)) {
          problems.push(`${name} is not an object`);
          continue;
        }
        for (const flag of ['listChanged', 'subscribe']) {
          if (flag in value && typeof value[flag] !== 'boolean') problems.push(`${name}.${flag} is not a boolean`);
        }
      }
      return problems.length === 0 ? pass(`Capabilities: ${Object.keys(caps).join(', ') || 'none'}.`, [ex]) : fail(`${problems.join('; ')}.`, [ex]);
    }),
  },
];
