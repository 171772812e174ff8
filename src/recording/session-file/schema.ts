import type { Root } from '../../protocol/client-features/roots';
import { z } from 'zod';
import { serverHistorySchema } from '../history/schema';
import type { ServerHistory } from '../history/types';
import type { HttpExchange, Negotiation, RpcFrame, ServerDescription } from '../../protocol/model/types';
import { SESSION_FILE_FORMAT, SESSION_FILE_VERSION, SESSION_FILE_VERSIONS } from './format';
import { recordedAuthStepSchema, recordedInvalidationSchema } from './timeline-schema';
import type { RecordedAuthStep, RecordedInvalidation } from './timeline-record';
import type { SavedConversation } from '../../models';
import { savedConversationSchema } from './playground-schema';
import { withServerTags } from './server-tags';

export { SESSION_FILE_FORMAT, SESSION_FILE_VERSION, SESSION_FILE_VERSIONS };

/** Cache hints one result carried (spec §12), kept as received. */
export interface RecordedCacheHint {
  exchangeId: number | undefined;
  method: string | undefined;
  ttlMs: unknown;
  cacheScope: unknown;
}

/** How much the console's bounded logs had dropped before an export (see `SessionFile.dropped`). */
export interface RecordedDrops {
  exchanges: number;
  frames: number;
  /** Absent in files before version 3, and when no invalidation log was exported. */
  invalidations?: number;
}

/** The drop counts as the app reads them: an absent `invalidations` count stays absent. */
function recordedDrops(parsed: { exchanges: number; frames: number; invalidations?: number | undefined }): RecordedDrops {
  const { exchanges, frames, invalidations } = parsed;
  return invalidations === undefined ? { exchanges, frames } : { exchanges, frames, invalidations };
}

/** A recorded session: who the server was, what was negotiated, and every exchange (redacted). */
export interface SessionFile {
  format: typeof SESSION_FILE_FORMAT;
  /** Written as the current version; older versions still import. */
  version: (typeof SESSION_FILE_VERSIONS)[number];
  exportedAt: string;
  server: {
    url: string;
    negotiation: Negotiation | undefined;
    description: ServerDescription | undefined;
  };
  exchanges: HttpExchange[];
  frames: RpcFrame[];
  cacheHints: RecordedCacheHint[];
  /**
   * What the bounded logs had already dropped when this was exported (absent: nothing known):
   * the traffic log's exchanges and frames, and (version 3) the cache's invalidation log, which
   * is shared by every server, so its count may include other servers' invalidations.
   */
  dropped?: RecordedDrops;
  /** The server's History and collections (version 2; absent in older files). */
  history?: ServerHistory;
  /** The OAuth steps of the session, for the Timeline's `auth` lane (version 3; redacted, no headers or bodies). */
  authSteps?: RecordedAuthStep[];
  /**
   * The cache invalidations of this server with their causes (version 3). Absent in older files,
   * whose Timeline implies invalidations from the notification frames only.
   */
  invalidations?: RecordedInvalidation[];
  /** The roots the console offered this server when the file was exported (absent: none were set, or an older file). */
  roots?: Root[];
  /**
   * The Playground's conversation (issue 40): its entries and the raw model exchanges, with the
   * key's header as a placeholder. Optional in version 3: older consoles ignore it.
   */
  playground?: SavedConversation;
  /**
   * Every server connected when this was exported (issue 41), in the workspace's order, and the
   * active one (the recorded `server`). Optional in version 3: absent, the session had one server.
   */
  workspace?: RecordedWorkspace;
}

/** The servers of a workspace by URL; `active` is one of `servers`. */
export interface RecordedWorkspace {
  active: string;
  servers: string[];
}

const headers = z.array(z.tuple([z.string(), z.string()]));
const body = z.object({ text: z.string(), bytes: z.number(), truncated: z.boolean() });
const rpcId = z.union([z.string(), z.number()]).optional();

const exchange = z
  .object({
    id: z.number(),
    startedAt: z.number(),
    headersMs: z.number().optional(),
    durationMs: z.number().optional(),
    state: z.enum(['pending', 'streaming', 'done', 'failed', 'aborted']),
    request: z.object({ method: z.string(), url: z.string(), headers, body: body.optional() }),
    response: z
      .object({ status: z.number(), statusText: z.string(), headers, contentType: z.string().optional(), body: body.optional() })
      .optional(),
    sse: z.array(z.object({ at: z.number(), event: z.string().optional(), id: z.string().optional(), data: z.string() })),
    error: z.string().optional(),
    rpcMethod: z.string().optional(),
    rpcId,
    mcpMethod: z.string().optional(),
    mcpName: z.string().optional(),
    sseDropped: z.number().optional(),
    note: z.string().optional(),
    server: z.string().optional(),
  })
  .transform(
    (e): HttpExchange => ({
      id: e.id,
      startedAt: e.startedAt,
      headersMs: e.headersMs,
      durationMs: e.durationMs,
      state: e.state,
      request: { method: e.request.method, url: e.request.url, headers: e.request.headers, body: e.request.body },
      response:
        e.response === undefined
          ? undefined
          : { status: e.response.status, statusText: e.response.statusText, headers: e.response.headers, contentType: e.response.contentType, body: e.response.body },
      sse: e.sse.map((s) => ({ at: s.at, event: s.event, id: s.id, data: s.data })),
      error: e.error,
      rpcMethod: e.rpcMethod,
      rpcId: e.rpcId,
      mcpMethod: e.mcpMethod,
      mcpName: e.mcpName,
      ...(e.sseDropped === undefined ? {} : { sseDropped: e.sseDropped }),
      // The session's annotation (session lost / renewed, reconnected): the Timeline marks it.
      ...(e.note === undefined ? {} : { note: e.note }),
      // The server whose session made it (issue 41); untagged ones are given one by `withServerTags`.
      ...(e.server === undefined ? {} : { server: e.server }),
    }),
  );

const frame = z
  .object({
    id: z.number(),
    at: z.number(),
    direction: z.enum(['out', 'in']),
    kind: z.enum(['request', 'notification', 'result', 'error']),
    rpcId,
    method: z.string().optional(),
    exchangeId: z.number().optional(),
    requestFrameId: z.number().optional(),
    message: z.unknown(),
  })
  .transform(
    (f): RpcFrame => ({
      id: f.id,
      at: f.at,
      direction: f.direction,
      kind: f.kind,
      rpcId: f.rpcId,
      method: f.method,
      exchangeId: f.exchangeId,
      requestFrameId: f.requestFrameId,
      message: f.message,
    }),
  );

const negotiation = z
  .object({ era: z.enum(['modern', 'legacy']), protocolVersion: z.string(), probed: z.boolean(), evidence: z.array(z.string()), transport: z.enum(['streamable-http', 'sse']).optional() })
  .transform((n): Negotiation => n);

/** The description is the server's own data; kept as loose JSON and only shape-checked where replay needs it. */
const description = z
  .object({ info: z.unknown(), capabilities: z.record(z.string(), z.unknown()), instructions: z.string().optional(), discover: z.unknown().optional() })
  .loose();

const sessionFileSchema = z.object({
  format: z.literal(SESSION_FILE_FORMAT),
  version: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  exportedAt: z.string(),
  server: z.object({ url: z.url(), negotiation: negotiation.optional(), description: description.optional() }),
  exchanges: z.array(exchange),
  frames: z.array(frame),
  cacheHints: z.array(
    // A result may carry either hint alone; JSON drops the absent one, so both keys are optional.
    z.object({ exchangeId: z.number().optional(), method: z.string().optional(), ttlMs: z.unknown().optional(), cacheScope: z.unknown().optional() }),
  ),
  dropped: z.object({ exchanges: z.number(), frames: z.number(), invalidations: z.number().optional() }).optional(),
  history: serverHistorySchema.optional(),
  authSteps: z.array(recordedAuthStepSchema).optional(),
  invalidations: z.array(recordedInvalidationSchema).optional(),
  roots: z.array(z.object({ uri: z.string(), name: z.string().optional() })).optional(),
  playground: savedConversationSchema.optional(),
  // Bounded like the workspace itself (MAX_LIVE_SERVERS): a file cannot make the console open more.
  workspace: z.object({ active: z.url(), servers: z.array(z.url()).min(1).max(8) }).optional(),
});

/** A parsed session file: the description stays unverified JSON (display only). */
export type ImportedSessionFile = Omit<SessionFile, 'server'> & {
  server: { url: string; negotiation: Negotiation | undefined; description: unknown };
};

/** Validates untrusted file text; the error message says what is wrong, for the import alert. */
export function parseSessionFile(text: string): { ok: true; file: ImportedSessionFile } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not JSON.' };
  }
  const parsed = sessionFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? '' : ` at ${issue.path.join('.') || '(root)'}: ${issue.message}`;
    return { ok: false, error: `Not an MCP Console session file (version ${SESSION_FILE_VERSIONS.join(' or ')})${where}.` };
  }
  const { server, dropped, history, authSteps, invalidations, playground, workspace, ...rest } = parsed.data;
  return {
    ok: true,
    file: {
      ...rest,
      format: SESSION_FILE_FORMAT,
      version: rest.version,
      server: { url: server.url, negotiation: server.negotiation, description: server.description },
      exchanges: withServerTags(rest.exchanges, server.url, workspace?.servers),
      cacheHints: rest.cacheHints.map((h) => ({ exchangeId: h.exchangeId, method: h.method, ttlMs: h.ttlMs, cacheScope: h.cacheScope })),
      ...(dropped === undefined ? {} : { dropped: recordedDrops(dropped) }),
      ...(history === undefined ? {} : { history }),
      ...(authSteps === undefined ? {} : { authSteps }),
      ...(invalidations === undefined ? {} : { invalidations }),
      ...(playground === undefined ? {} : { playground }),
      ...(workspace === undefined ? {} : { workspace: { active: workspace.active, servers: [...workspace.servers] } }),
    },
  };
}
