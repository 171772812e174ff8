import { encodeHeaderValue, envelope } from '../../protocol';

/**
 * One-line reproductions of a finding: the `mcp-console fuzz` run that finds it again (same
 * seed, that tool alone), and a curl line that sends exactly its input. Secret headers are
 * never printed: they stay as `$NAME` placeholders.
 */
export interface ReproContext {
  /** How the run named its server: a URL, or `-- <command>` for stdio. */
  server: { kind: 'url'; url: string } | { kind: 'command'; command: readonly string[] };
  seed: number;
  timeoutMs: number;
  /** The endpoint curl can reach; undefined for stdio (its bridge lives only as long as the run). */
  http: { url: string; era: 'modern' | 'legacy'; protocolVersion: string; headerNames: readonly string[] } | undefined;
}

export interface Reproduction {
  command: string;
  curl: string;
}

export function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

function envName(header: string): string {
  return header.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

function curlLine(http: NonNullable<ReproContext['http']>, tool: string, input: unknown): string {
  const params: Record<string, unknown> = { name: tool, arguments: input };
  if (http.era === 'modern') params._meta = envelope(http.protocolVersion);
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params });
  const headers = ['content-type: application/json', 'accept: application/json, text/event-stream', `mcp-protocol-version: ${http.protocolVersion}`];
  if (http.era === 'modern') headers.push('mcp-method: tools/call', `mcp-name: ${encodeHeaderValue(tool)}`);
  const secret = http.headerNames.map((name) => `-H "${name}: $${envName(name)}"`);
  return ['curl -sS -X POST', shellQuote(http.url), ...headers.map((h) => `-H ${shellQuote(h)}`), ...secret, '--data-raw', shellQuote(body)].join(' ');
}

function stdinLine(tool: string, input: unknown, command: readonly string[]): string {
  const message = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: input } });
  return `# over stdio, after the handshake, send: ${message}  (to ${command.map(shellQuote).join(' ')})`;
}

export function reproduce(context: ReproContext, tool: string, input: unknown): Reproduction {
  const server = context.server.kind === 'url' ? [shellQuote(context.server.url)] : ['--', ...context.server.command.map(shellQuote)];
  const flags = ['--tool', shellQuote(tool), '--seed', String(context.seed), '--timeout', String(context.timeoutMs)];
  const command = context.server.kind === 'url' ? ['mcp-console fuzz', ...server, ...flags] : ['mcp-console fuzz', ...flags, ...server];
  const curl = context.http === undefined ? stdinLine(tool, input, context.server.kind === 'command' ? context.server.command : []) : curlLine(context.http, tool, input);
  return { command: command.join(' '), curl };
}
