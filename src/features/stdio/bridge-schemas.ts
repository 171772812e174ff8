import * as z from 'zod/mini';

// The bridge's JSON (decision 0031, "The HTTP face"), checked at the boundary: a page served by
// another server (a static host answering index.html) must read as "no bridge", never crash.
// A module of its own, loaded when the bridge answers: zod stays off the first paint (issue 43).

const stdioServer = z.object({ id: z.string(), kind: z.literal('stdio'), name: z.string(), url: z.string(), command: z.string() });
const httpServer = z.object({
  id: z.string(),
  kind: z.literal('http'),
  name: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  transport: z.enum(['http', 'sse']),
  /** `serve --inject-headers`: the names of the headers the proxy adds; their values never reach the page */
  injectedHeaders: z.optional(z.array(z.string())),
  /** reach this server through the local proxy (so it can add those headers) */
  useLocalProxy: z.optional(z.boolean()),
});
const listing = z.object({ servers: z.array(z.unknown()), open: z.optional(z.string()), connectAll: z.optional(z.boolean()) });

export const processStateSchema = z.object({
  running: z.boolean(),
  pid: z.nullable(z.number()),
  startedAt: z.nullable(z.number()),
  spawns: z.number(),
  exit: z.nullable(z.object({ code: z.nullable(z.number()), signal: z.nullable(z.string()), at: z.number(), lastLines: z.array(z.string()) })),
});

export const outputLineSchema = z.object({ seq: z.number(), at: z.number(), stream: z.enum(['stderr', 'stdout']), text: z.string() });

export type StdioBridgedServer = z.infer<typeof stdioServer>;
export type HttpBridgedServer = z.infer<typeof httpServer>;
export type BridgedServer = StdioBridgedServer | HttpBridgedServer;
export type ProcessState = z.infer<typeof processStateSchema>;
export type ProcessExit = NonNullable<ProcessState['exit']>;
export type OutputLine = z.infer<typeof outputLineSchema>;

/** What asking for the bridged servers found. */
export type BridgeListing =
  /** `connectAll`: `serve --connect-all`, every server is connected at start. */
  | { kind: 'ok'; servers: BridgedServer[]; open: string | undefined; connectAll: boolean }
  | { kind: 'unauthorized' }
  /** Not served by `mcp-console` with a bridge (404, or not our JSON). */
  | { kind: 'absent' }
  | { kind: 'error'; message: string };

/** An entry's `url`, absolute against the console's origin (the bridge may send a path). */
function absolute(server: BridgedServer, consoleOrigin: string): BridgedServer {
  try {
    return { ...server, url: new URL(server.url, consoleOrigin).href };
  } catch {
    return server;
  }
}

/** Parses `GET /.mcp-console/servers`; entries that do not fit are skipped, one by one. */
export function parseListing(json: unknown, consoleOrigin: string): BridgeListing {
  const parsed = listing.safeParse(json);
  if (!parsed.success) return { kind: 'absent' };
  const servers = parsed.data.servers.flatMap((entry): BridgedServer[] => {
    const stdio = stdioServer.safeParse(entry);
    if (stdio.success) return [absolute(stdio.data, consoleOrigin)];
    const http = httpServer.safeParse(entry);
    return http.success ? [absolute(http.data, consoleOrigin)] : [];
  });
  return { kind: 'ok', servers, open: parsed.data.open, connectAll: parsed.data.connectAll === true };
}

