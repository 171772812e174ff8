import type { AuthStep, AuthStepKind } from '../../protocol/auth/auth-types';
import { isJsonObject } from '../../protocol/model/json-text';
import { redactBodyText } from '../../protocol/transport/tap/redact';

/**
 * One OAuth step as a session file keeps it (version 3): what the Timeline's `auth` lane draws
 * and nothing more. Headers and bodies are left out altogether: the recorder masks the
 * well-known token fields, but a request to the MCP server also carries the user's own secret
 * headers, which only the session knows. What is kept is redacted again on the way out.
 */
export interface RecordedAuthStep {
  id: number;
  kind: AuthStepKind;
  title: string;
  status: AuthStep['status'];
  at: number;
  request?: { method: string; url: string };
  response?: { status: number };
  error?: string;
  explanation?: string;
  fix?: string;
  attempts?: number;
}

/** Why the cache dropped or refetched entries (`cache/invalidation.ts` `InvalidationCause`). */
export const RECORDED_CAUSES = ['notification', 'user', 'reconnect', 'principal'] as const;
export type RecordedCause = (typeof RECORDED_CAUSES)[number];

/** One logged cache invalidation (version 3), the entries it hit named by method and params only. */
export interface RecordedInvalidation {
  id: number;
  at: number;
  cause: RecordedCause;
  detail: string;
  notification?: { method: string; uri?: string; subscriptionId?: string | number };
  entries: { method: string; params: Record<string, unknown> }[];
}

/** What the cache layer logs, seen structurally: the protocol layer does not import the cache's types. */
export interface InvalidationLike {
  id: number;
  at: number;
  cause: RecordedCause;
  detail: string;
  notification?: { method: string; uri?: string; subscriptionId?: string | number } | undefined;
  keys: readonly (readonly unknown[])[];
}

/** A URL with the values of OAuth secrets in its query and fragment masked (a callback's `code`, a token in either). */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const beforeHash = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : `#${redactBodyText(url.slice(hash + 1))}`;
  const query = beforeHash.indexOf('?');
  if (query < 0) return `${beforeHash}${fragment}`;
  return `${beforeHash.slice(0, query + 1)}${redactBodyText(beforeHash.slice(query + 1))}${fragment}`;
}

/** The session file's copy of the auth steps: timing, outcome and explanations; no headers, no bodies. */
export function recordAuthSteps(steps: readonly AuthStep[]): RecordedAuthStep[] {
  return steps.map((step) => ({
    id: step.id,
    kind: step.kind,
    title: step.title,
    status: step.status,
    at: step.at,
    ...(step.request === undefined ? {} : { request: { method: step.request.method, url: redactUrl(step.request.url) } }),
    ...(step.response === undefined ? {} : { response: { status: step.response.status } }),
    ...(step.error === undefined ? {} : { error: redactBodyText(step.error) }),
    ...(step.explanation === undefined ? {} : { explanation: redactBodyText(step.explanation) }),
    ...(step.fix === undefined ? {} : { fix: redactBodyText(step.fix) }),
    ...(step.attempts === undefined ? {} : { attempts: step.attempts }),
  }));
}

/** The recorded steps as the auth lane reads them (no headers: none were kept). */
export function importedAuthSteps(steps: readonly RecordedAuthStep[]): AuthStep[] {
  return steps.map(({ request, response, ...step }) => ({
    ...step,
    ...(request === undefined ? {} : { request: { ...request, headers: [] } }),
    ...(response === undefined ? {} : { response: { ...response, headers: [] } }),
  }));
}

/** `['mcp', serverId, principalId, method, params]` (cache/keys.ts) of `serverUrl`, as method and params. */
function entryOf(key: readonly unknown[], serverUrl: string): RecordedInvalidation['entries'][number] | undefined {
  const [tag, serverId, , method, params] = key;
  if (tag !== 'mcp' || serverId !== serverUrl || typeof method !== 'string' || !isJsonObject(params)) return undefined;
  return { method, params };
}

/**
 * The invalidations of `serverUrl` as the file keeps them: the principal slot of each key is left
 * out (the entries are named as the Cache panel names them), and entries of other servers with it.
 */
export function recordInvalidations(entries: Iterable<InvalidationLike>, serverUrl: string): RecordedInvalidation[] {
  const out: RecordedInvalidation[] = [];
  for (const entry of entries) {
    const hit = entry.keys.map((key) => entryOf(key, serverUrl)).filter((e) => e !== undefined);
    if (hit.length === 0) continue;
    out.push({
      id: entry.id,
      at: entry.at,
      cause: entry.cause,
      detail: redactBodyText(entry.detail),
      ...(entry.notification === undefined ? {} : { notification: entry.notification }),
      entries: hit,
    });
  }
  return out;
}
