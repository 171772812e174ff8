import type { Applicability, CheckContext } from '../types';

/**
 * Marks a check as meaningful over HTTP only; `reason` (why it means nothing on a stdio server)
 * is reported as its n/a message there: `stdio server: <reason>`.
 */
export function httpOnly(reason: string): NonNullable<Applicability['transport']> {
  return { only: 'http', reason };
}

/**
 * Like httpOnly, for a rule whose probe has a form on an HTTP+SSE (2024-11-05) server too (the
 * rebinding probes, a GET of its SSE endpoint); n/a on stdio only.
 */
export function httpAndSse(reason: string): NonNullable<Applicability['transport']> {
  return { only: 'http', reason, alsoSse: true };
}

/**
 * The HTTP status a rule names, only over Streamable HTTP: over stdio the JSON-RPC answer is all
 * there is, and over HTTP+SSE every POST is answered 202 and the answer comes on the stream.
 */
export function httpStatuses(ctx: Pick<CheckContext, 'transport'>, statuses: number[] | undefined): number[] | undefined {
  return ctx.transport === 'http' ? statuses : undefined;
}

export const NO_HEADER_LAYER = 'the stdio transport has no header layer: its request metadata travels in the JSON-RPC message body.';
export const NO_SESSION_ID = 'there is no Mcp-Session-Id: one process is one connection.';
