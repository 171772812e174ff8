import { z } from 'zod';
import type { ConversationEntry, ModelErrorInfo, ModelExchange, ModelPart, SavedConversation } from '../../models';

/**
 * The playground conversation of a session file (issue 40, item 6), checked on import like the
 * rest of the file: the panel draws these entries as recorded, so each is held to its shape, and
 * unknown members (a key, had anyone put one there) are dropped, never kept.
 */

const text = z.object({ type: z.literal('text'), text: z.string() });
const image = z.object({ type: z.literal('image'), mimeType: z.string(), data: z.string() });
const resource = z.object({ type: z.literal('resource'), uri: z.string(), mimeType: z.string().optional(), text: z.string().optional(), blob: z.string().optional() });
const part: z.ZodType<ModelPart> = z.discriminatedUnion('type', [text, image, resource]);

const usage = z.object({ inputTokens: z.number().optional(), outputTokens: z.number().optional() });

const ERROR_KINDS = ['auth', 'rate-limit', 'quota', 'unknown-model', 'context-length', 'overloaded', 'bad-request', 'server', 'cors', 'refused', 'malformed', 'aborted', 'other'] as const satisfies readonly ModelErrorInfo['kind'][];

const errorInfo: z.ZodType<ModelErrorInfo> = z.object({
  kind: z.enum(ERROR_KINDS),
  title: z.string(),
  hint: z.string(),
  status: z.number().optional(),
  providerMessage: z.string().optional(),
  retryAfterSeconds: z.number().optional(),
});

const entry: z.ZodType<ConversationEntry> = z.union([
  z.object({ kind: z.literal('user'), id: z.string(), parts: z.array(part) }),
  z.object({
    kind: z.literal('assistant'),
    id: z.string(),
    text: z.string(),
    model: z.string(),
    stats: z.object({ usage, modelMs: z.number(), toolMs: z.number() }).optional(),
    exchangeId: z.number().optional(),
  }),
  z.object({
    kind: z.literal('tool-call'),
    id: z.string(),
    callId: z.string(),
    offeredName: z.string(),
    toolName: z.string().optional(),
    // The server the call ran on, where several servers' tools were offered (issue 41).
    server: z.object({ id: z.string(), name: z.string() }).optional(),
    argumentsText: z.string(),
    decision: z.enum(['pending', 'allowed', 'auto', 'denied']),
    // The MCP result as the server sent it: untrusted, drawn by the same views as a live result.
    result: z.object({ isError: z.boolean(), value: z.unknown() }).optional(),
    error: z.string().optional(),
    durationMs: z.number().optional(),
  })
    // JSON drops an undefined tool name (the model named no offered tool); the entry still has the key.
    .transform((call) => ({ ...call, toolName: call.toolName })),
  z.object({ kind: z.literal('error'), id: z.string(), info: errorInfo }),
]);

const stringRecord = z.record(z.string(), z.string());

const exchange: z.ZodType<ModelExchange> = z.object({
  id: z.number(),
  provider: z.enum(['openai', 'anthropic']),
  method: z.string(),
  url: z.string(),
  requestHeaders: stringRecord,
  requestBody: z.string(),
  startedAt: z.number(),
  status: z.number().optional(),
  responseHeaders: stringRecord.optional(),
  responseBody: z.string(),
  endedAt: z.number().optional(),
  error: z.string().optional(),
});

export const savedConversationSchema: z.ZodType<SavedConversation> = z
  .object({
    version: z.literal(1),
    settings: z.object({ provider: z.enum(['openai', 'anthropic']), baseUrl: z.string(), model: z.string(), viaProxy: z.boolean() }).optional(),
    system: z.string(),
    temperature: z.number().optional(),
    maxTokens: z.number(),
    entries: z.array(entry),
    exchanges: z.array(exchange),
  })
  .transform((saved) => ({ ...saved, settings: saved.settings, temperature: saved.temperature }));
