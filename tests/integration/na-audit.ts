import { ALL_CHECKS, type ConformanceReport } from '../../src/qa/conformance';

/**
 * Issue 23: on a legacy server `n/a` is only for what the era truly lacks. A result may be
 * n/a when its check is modern-only or browser-only, or for one of these "nothing to check"
 * reasons: the feature is not declared or not used by this server. Anything else (a
 * both-era check skipped for being "modern", a probe that got no answer, a read that
 * failed) hides a finding and is reported by `unjustifiedNotApplicable`.
 */
const NOTHING_TO_CHECK: readonly RegExp[] = [
  /^The server does not declare the \w+ capability\.$/,
  /^resources\.subscribe is not declared\.$/,
  /^The server declares tools, prompts, resources and completions\.$/,
  /^\S+ fits on one page; no cursor to follow\.$/,
  /^The server declares no icons\.$/,
  /^No tool declares (an app view|_meta\.ui\.visibility)/,
  /^No readable app view to inspect\.$/,
  /^No prompt declares a required argument\.$/,
  /^The server lists no \w+\.$/,
  /^No prompt argument or template variable to complete\.$/,
  // With tool calls on: the server's tools did not do this (log, report progress, overrun…).
  /^No call (logged anything|sent progress|returned structuredContent|overran)/,
  /^No called tool (declares an outputSchema|has a required argument)/,
];
const TOOL_CALLS_OFF = /^Tool calls are opt-in/;
const NO_HOST_FORGER = /^This runner has no HTTP client that can send a foreign Host\.$/;

export interface AuditOptions {
  /** The run was made without --call-tools, so the tool-call checks may say so. */
  toolCallsOff?: boolean;
  /** The run had no Host-forging fetch (a library caller, not the CLI). */
  noHostForger?: boolean;
  /** The server was a stdio process: each HTTP-only check is n/a with its own stated reason. */
  stdio?: boolean;
}

/** `id: message` of every n/a result of a legacy report that has no such reason. */
export function unjustifiedNotApplicable(report: ConformanceReport, options: AuditOptions = {}): string[] {
  const byId = new Map(ALL_CHECKS.map((c) => [c.id, c]));
  const allowed = [...NOTHING_TO_CHECK, ...(options.toolCallsOff === true ? [TOOL_CALLS_OFF] : []), ...(options.noHostForger === true ? [NO_HOST_FORGER] : [])];
  return report.results
    .filter((result) => result.status === 'n/a')
    .filter((result) => {
      const applies = byId.get(result.id)?.applies;
      // A transport-only check says which transport this is and why it needs the other one.
      if (applies?.transport?.only === 'stdio') return result.message !== `http server: ${applies.transport.reason}`;
      if (options.stdio === true && applies?.transport?.only === 'http') return result.message !== `stdio server: ${applies.transport.reason}`;
      if (applies?.era === 'modern') return result.message !== 'Applies to modern servers; this one is legacy.';
      if (applies?.environment === 'browser') return result.message !== 'Only meaningful in a browser (CORS).';
      return !allowed.some((reason) => reason.test(result.message));
    })
    .map((result) => `${result.id}: ${result.message}`);
}
