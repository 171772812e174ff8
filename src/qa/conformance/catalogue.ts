import type { ConformanceCheck, RuleKeyword } from './types';
import { TRANSPORT_RULES } from './rules/transport';
import { requirementsSection, scenarioCell } from './requirements/catalogue-section';

/** How the catalogue names a rule's keyword. */
export function keywordLabel(keyword: RuleKeyword): string {
  return keyword === 'best-practice' ? 'best practice' : keyword;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

function era(check: ConformanceCheck): string {
  const { era: value, capability, environment } = check.applies;
  const parts = [value === 'any' ? 'both' : value];
  if (capability !== undefined) parts.push(`needs ${capability}`);
  if (environment !== undefined) parts.push(`${environment} only`);
  const transport = check.applies.transport;
  if (transport !== undefined) parts.push(transport.alsoSse === true ? 'http and sse only' : `${transport.only} only`);
  return parts.join(', ');
}

/** The stdio section: the stdio checks with the sentences they enforce, and what is n/a there and why. */
function stdioSection(checks: readonly ConformanceCheck[]): string[] {
  const stdio = checks.filter((c) => c.applies.transport?.only === 'stdio');
  const httpOnly = checks.filter((c) => c.applies.transport?.only === 'http');
  return [
    '## stdio servers (`-- <command>`)',
    '',
    '`mcp-console check -- <command>` starts the server as a child process and bridges it in-process, so every check above runs on the same JSON-RPC. These checks read what the process wrote on its stdout during the whole run (they run after the others), and the last one closes its stdin.',
    '',
    ...stdio.map((c) => `- \`${c.id}\` (${c.severity}, ${keywordLabel(c.rule.keyword)}): ${cell(c.title)}. The spec (${c.spec}): "${c.rule.quote}"`),
    '',
    'For legacy servers the 2025-11-25 Lifecycle page says it from the client\'s side: "For the stdio transport, the client SHOULD initiate shutdown by: First, closing the input stream to the child process (the server); Waiting for the server to exit, or sending SIGTERM if the server does not exit within a reasonable time; Sending SIGKILL if the server does not exit within a reasonable time after SIGTERM." A server that lingers after its stdin closes is a warning (SHOULD), with a 2 s timeout.',
    '',
    'stderr is not checked: "The server MAY write UTF-8 strings to its standard error (stderr) for any logging purposes, including informational, debug, and error messages." The CLI echoes it on its own stderr, prefixed, and never on stdout.',
    '',
    'On a stdio server these checks are `n/a`, each with its reason:',
    '',
    '| Check | Why it is n/a on stdio |',
    '|---|---|',
    ...httpOnly.map((c) => `| \`${c.id}\` | ${cell(c.applies.transport?.reason ?? '')} |`),
    '',
    'Checks that name an HTTP status as well as a JSON-RPC error (`jsonrpc.unknown-method`, `capabilities.undeclared-methods`, `http.unsupported-version`, `http.missing-envelope`) check only the JSON-RPC error on stdio.',
    '',
    '## HTTP+SSE servers (2024-11-05)',
    '',
    'A server the console reaches over the deprecated HTTP+SSE transport (decision 0032) gets every JSON-RPC check, carried on its SSE session. The Streamable HTTP rules in the table above are `n/a` there: their probes (POSTs to the endpoint, their headers and sessions) describe another transport, and over HTTP+SSE every POST is answered 202 with the answer on the stream, so what they saw would be the routing\'s, not the server\'s. The checks that also name an HTTP status check only the JSON-RPC error, as on stdio.',
    '',
    `The DNS-rebinding checks (${checks.filter((c) => c.applies.transport?.alsoSse === true).map((c) => `\`${c.id}\``).join(', ')}) do run there, on a connection of their own: a GET of the SSE endpoint with a foreign \`Origin\` (or \`Host\`), closed as soon as the server answers. That transport's page says "${TRANSPORT_RULES.sseOriginValidated.quote}" (MUST): a stream that starts (200, \`text/event-stream\`, its \`endpoint\` event) for a foreign Origin fails, a 403 (or another 4xx) passes. The TypeScript SDK v1's \`SSEServerTransport\` options \`enableDnsRebindingProtection\`/\`allowedOrigins\`/\`allowedHosts\` check only the POSTs, so a server relying on them alone fails.`,
    '',
  ];
}

/** Each check with the sentence it rests on, quoted, and where that sentence stands. */
function rulesSection(checks: readonly ConformanceCheck[]): string[] {
  return [
    '## The rule behind each check',
    '',
    'Quoted as written. A schema declaration is a MUST: the spec calls its TypeScript schema "the source of truth for all protocol messages and structures". A best practice names its source and what the spec says instead.',
    '',
    ...checks.map((c) => `- \`${c.id}\` (${c.severity}, ${keywordLabel(c.rule.keyword)}; ${c.rule.source}): "${c.rule.quote}"`),
    '',
  ];
}

/**
 * docs/checks.md: every check with its era, severity and the spec rule it enforces,
 * generated from the registry (a test keeps the file in sync).
 */
export function renderCatalogue(checks: readonly ConformanceCheck[]): string {
  const counts = { modern: 0, legacy: 0, any: 0 };
  for (const check of checks) counts[check.applies.era]++;
  return [
    '# Check catalogue',
    '',
    '<!-- Generated from src/qa/conformance/registry.ts by `UPDATE_CHECKS_DOC=1 npx vitest run src/qa/conformance/catalogue.test.ts`; do not edit. -->',
    '',
    `${checks.length} checks: ${counts.any} apply to both eras, ${counts.modern} to modern (2026-07-28) servers only, ${counts.legacy} to legacy (2025-03-26 … 2025-11-25) servers only.`,
    'Severity `error` breaks a MUST of the spec (status `fail`); `warning` a SHOULD, or a best practice the spec does not require (status `warn`); `info` a MAY or advice (status `warn`). Each check quotes its rule below; a test fails when a severity and its rule\'s keyword disagree. Checks named `tools.call-*` run only with `--call-tools` / `--call-tool`.',
    'Spec sections refer to the protocol digest (modern sections; §10 is the legacy reference).',
    `Every check talks to the same server (on stdio one process). The checks that leave state in it (${checks.filter((c) => c.changesState !== undefined).map((c) => `\`${c.id}\``).join(', ')}) run after those that leave none, so those see the server as the run found it; a fail or warn after them names what they left.`,
    '',
    '| Check | Era | Severity | Spec rule | What it checks | Official scenarios |',
    '|---|---|---|---|---|---|',
    ...checks.map((c) => `| \`${c.id}\` | ${era(c)} | ${c.severity} | ${cell(c.spec)} (${keywordLabel(c.rule.keyword)}) | ${cell(c.title)} | ${scenarioCell(c.scenarios)} |`),
    '',
    ...rulesSection(checks),
    ...stdioSection(checks),
    ...requirementsSection(checks),
  ].join('\n');
}
