import type { CheckContext, CheckVerdict, ConformanceCheck } from '../types';
import { isNonEmptyString, isRecord } from '../values';
import { describeOutcome, expectError, fail, notApplicable, pass } from '../verdict';
import { qaSession } from '../qa-session';
import { CORE_RULES } from '../rules/core';

const SPEC_INIT = '§10.1 Handshake (legacy)';
const SPEC_FEATURES = '§10.3 Legacy-only features';
/** The versions of the initialize era (2024-11-05 is still answered by some servers). */
export const LEGACY_VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];
/** RFC 5424 severities, as MCP names them. */
export const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];

/** Runs `inspect` on the checker's own initialize result. */
function withInit(inspect: (result: Record<string, unknown>, exchangeId: number | undefined, offered: string) => CheckVerdict) {
  return async (ctx: CheckContext): Promise<CheckVerdict> => {
    const session = await qaSession(ctx);
    if (session.result === undefined) return fail(`initialize returned no result (HTTP ${session.init.status ?? '?'}${session.init.failure === undefined ? '' : `, ${session.init.failure}`}).`, [session.init.exchangeId]);
    return inspect(session.result, session.init.exchangeId, session.offered);
  };
}

/** `{}` (an empty object, `_meta` allowed) is the answer to ping, setLevel, subscribe. */
function isEmptyResult(result: Record<string, unknown> | undefined): boolean {
  return result !== undefined && Object.keys(result).every((k) => k === '_meta');
}

async function setLevels(ctx: CheckContext): Promise<CheckVerdict> {
  const evidence: (number | undefined)[] = [];
  for (const level of LOG_LEVELS) {
    const outcome = await ctx.rpc('logging/setLevel', { level });
    evidence.push(outcome.exchangeId);
    if (outcome.result === undefined) return fail(`logging/setLevel ${JSON.stringify(level)} failed: ${describeOutcome(outcome)}; every RFC 5424 level must be accepted when logging is declared.`, [outcome.exchangeId]);
  }
  return pass(`logging/setLevel accepted all ${LOG_LEVELS.length} RFC 5424 levels.`, evidence);
}

async function subscribeRoundTrip(ctx: CheckContext): Promise<CheckVerdict> {
  const resources = ctx.capabilities.resources;
  if (!isRecord(resources) || resources.subscribe !== true) return notApplicable('resources.subscribe is not declared.');
  const uri = (await ctx.walk('resources/list')).items.map((r) => r.uri).find((u): u is string => typeof u === 'string');
  if (uri === undefined) return notApplicable('No listed resource to subscribe to.');
  const subscribed = await ctx.rpc('resources/subscribe', { uri });
  if (subscribed.result === undefined) return fail(`resources/subscribe ${uri} failed: ${describeOutcome(subscribed)}, although resources.subscribe is declared.`, [subscribed.exchangeId]);
  const unsubscribed = await ctx.rpc('resources/unsubscribe', { uri });
  if (unsubscribed.result === undefined) return fail(`resources/unsubscribe ${uri} failed: ${describeOutcome(unsubscribed)}.`, [subscribed.exchangeId, unsubscribed.exchangeId]);
  return pass(`resources/subscribe and resources/unsubscribe of ${uri} both answered.`, [subscribed.exchangeId, unsubscribed.exchangeId]);
}

const legacy = { era: 'legacy' } as const;

export const lifecycleChecks: ConformanceCheck[] = [
  {
    id: 'lifecycle.protocol-version',
    title: 'Legacy: initialize answers the offered version or another known one',
    severity: 'error',
    rule: CORE_RULES.initVersion,
    spec: SPEC_INIT,
    applies: legacy,
    run: withInit((result, ex, offered) => {
      const version = result.protocolVersion;
      if (version === offered) return pass(`protocolVersion ${offered}, the version offered.`, [ex]);
      if (typeof version === 'string' && LEGACY_VERSIONS.includes(version)) return pass(`protocolVersion ${version} (offered ${offered}): a known version the client may accept or refuse.`, [ex]);
      return fail(`protocolVersion ${JSON.stringify(version)} is neither the offered ${offered} nor a known protocol version.`, [ex]);
    }),
  },
  {
    id: 'lifecycle.server-info',
    title: 'Legacy: initialize has serverInfo with a name and a version',
    severity: 'error',
    rule: CORE_RULES.initResult,
    spec: SPEC_INIT,
    applies: legacy,
    run: withInit((result, ex) => {
      const info = result.serverInfo;
      if (!isRecord(info)) return fail('initialize result has no serverInfo object (required: name and version).', [ex]);
      if (!isNonEmptyString(info.name) || !isNonEmptyString(info.version)) return fail('serverInfo needs a name and a version string.', [ex]);
      return pass(`Server ${info.name} ${info.version}.`, [ex]);
    }),
  },
  {
    id: 'lifecycle.initialize-capabilities',
    title: 'Legacy: initialize has a capabilities object',
    severity: 'error',
    rule: CORE_RULES.initResult,
    spec: SPEC_INIT,
    applies: legacy,
    run: withInit((result, ex) => (isRecord(result.capabilities) ? pass(`Capabilities: ${Object.keys(result.capabilities).join(', ') || 'none'}.`, [ex]) : fail('capabilities must be an object.', [ex]))),
  },
  {
    id: 'lifecycle.ping',
    title: 'Legacy: ping answers {}',
    severity: 'error',
    rule: CORE_RULES.ping,
    spec: SPEC_FEATURES,
    applies: legacy,
    run: async (ctx) => {
      const outcome = await ctx.rpc('ping', {});
      if (isEmptyResult(outcome.result)) return pass('ping → {}.', [outcome.exchangeId]);
      if (outcome.result !== undefined) return fail(`ping must answer an empty result; got ${JSON.stringify(outcome.result).slice(0, 120)}.`, [outcome.exchangeId]);
      return fail(`ping failed: ${describeOutcome(outcome)}.`, [outcome.exchangeId]);
    },
  },
  { id: 'lifecycle.resources-subscribe', title: 'Legacy: resources/subscribe and unsubscribe work when declared', severity: 'warning', rule: CORE_RULES.subscribeDeclared, spec: SPEC_FEATURES, applies: { era: 'legacy', capability: 'resources' }, run: subscribeRoundTrip },
  { id: 'lifecycle.logging-levels', title: 'Legacy: logging/setLevel accepts every RFC 5424 level', severity: 'warning', rule: CORE_RULES.logLevelsAccepted, spec: SPEC_FEATURES, applies: { era: 'legacy', capability: 'logging' }, changesState: 'the log level set by logging/setLevel (each RFC 5424 level in turn)', run: setLevels },
  {
    id: 'lifecycle.logging-invalid-level',
    title: 'Legacy: logging/setLevel with an invalid level → -32602',
    severity: 'warning',
    rule: CORE_RULES.invalidLogLevel,
    spec: SPEC_FEATURES,
    applies: { era: 'legacy', capability: 'logging' },
    run: async (ctx) => expectError(await ctx.rpc('logging/setLevel', { level: 'mcp-console-qa-loud' }), [-32602], 'logging/setLevel "mcp-console-qa-loud"'),
  },
];
