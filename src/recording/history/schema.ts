import { z } from 'zod';
import { HISTORY_METHODS, type Collection, type HistoryCall, type ServerHistory } from './types';

/** localStorage key; the `.v1` and the `version` member let a later shape ignore, not misread, this one. */
export const HISTORY_STORAGE_KEY = 'mcp-console.history.v1';
export const HISTORY_STORAGE_VERSION = 1;

const callError = z.object({ message: z.string(), code: z.number().optional() });
const params = z.record(z.string(), z.unknown());

const call = z
  .object({
    id: z.string().min(1),
    method: z.enum(HISTORY_METHODS),
    target: z.string(),
    params,
    paramHeaders: z.record(z.string(), z.string()).optional(),
    result: z.unknown().optional(),
    error: callError.optional(),
    startedAt: z.number(),
    durationMs: z.number().nonnegative(),
  })
  .transform((c): HistoryCall => ({ ...c, ...(c.error === undefined ? {} : { error: { message: c.error.message, code: c.error.code } }) }));

const item = z.object({
  method: z.enum(HISTORY_METHODS),
  target: z.string(),
  params,
  paramHeaders: z.record(z.string(), z.string()).optional(),
  savedResult: z.unknown().optional(),
  savedError: callError.optional(),
  expectSame: z.boolean(),
});

const collection = z
  .object({ name: z.string().min(1), items: z.array(item) })
  .transform((c): Collection => ({ name: c.name, items: c.items.map((i) => ({ ...i, savedError: i.savedError === undefined ? undefined : { message: i.savedError.message, code: i.savedError.code } })) }));

/** One server's History: shared by localStorage and the session file (docs/session-file.md). */
export const serverHistorySchema = z.object({ calls: z.array(call), collections: z.array(collection) }).transform((h): ServerHistory => h);

const storedSchema = z.object({ version: z.literal(HISTORY_STORAGE_VERSION), servers: z.record(z.string(), serverHistorySchema) });

/** What localStorage held, validated; anything corrupt or foreign reads as an empty History. */
export function parseStoredHistory(text: string | null): Record<string, ServerHistory> {
  if (text === null) return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const parsed = storedSchema.safeParse(json);
  return parsed.success ? parsed.data.servers : {};
}

export function serializeStoredHistory(servers: Readonly<Record<string, ServerHistory>>): string {
  return JSON.stringify({ version: HISTORY_STORAGE_VERSION, servers });
}
