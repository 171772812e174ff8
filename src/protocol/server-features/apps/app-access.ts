import { specTypeSchemas, type CallToolResult, type ReadResourceResult } from '@modelcontextprotocol/client';
import type { McpSession } from '../../session/session';
import { appDocumentOf, type AppDocumentRead } from './app-resource';
import { appMayCallTool, type ToolLike } from './tool-views';

/** The refusal an app gets for a call the visibility gate stops; nothing is sent. */
export class AppCallRefused extends Error {
  override readonly name = 'AppCallRefused';
}

/**
 * What an app view may do on its server, and nothing more: the bridge is given this facade,
 * never the console's SDK client, so it cannot install notification handlers on it.
 */
export interface AppServerAccess {
  /** The console's own read of the view's `ui://` resource. */
  loadView(uri: string, signal: AbortSignal): Promise<AppDocumentRead>;
  /** An app's `tools/call`, through the visibility gate. */
  callTool(name: string, args: Record<string, unknown> | undefined, signal: AbortSignal): Promise<CallToolResult>;
  /** An app's `resources/read`. */
  readResource(uri: string, signal: AbortSignal): Promise<ReadResourceResult>;
}

type Session = Pick<McpSession, 'request' | 'traffic'>;

/**
 * Runs `send` and marks the exchanges it made as the app's in the Traffic log. Matched by
 * method and `Mcp-Name` among the exchanges that started meanwhile, so a console request of
 * another name running at the same moment keeps its own label.
 */
async function asApp<T>(session: Session, label: string, method: string, name: string, send: () => Promise<T>): Promise<T> {
  const since = session.traffic.nextExchangeId;
  try {
    return await send();
  } finally {
    for (const exchange of session.traffic.getSnapshot().exchanges) {
      if (exchange.id < since || exchange.rpcMethod !== method) continue;
      if (exchange.mcpName !== undefined && exchange.mcpName !== name) continue;
      session.traffic.annotate(exchange.id, `from app: ${label}`);
    }
  }
}

/**
 * The facade for one view. `tools` lists the tools of the server that serves the app (the
 * gate's "same server"); `label` names the view in the Traffic log.
 */
export function createAppServerAccess(session: Session, tools: () => Promise<readonly ToolLike[]>, label: string): AppServerAccess {
  return {
    async loadView(uri, signal) {
      const result = await session.request({ method: 'resources/read', params: { uri } }, specTypeSchemas.ReadResourceResult, { signal });
      return appDocumentOf(uri, result);
    },
    async callTool(name, args, signal) {
      const decision = appMayCallTool(await tools(), name);
      if (!decision.allowed) throw new AppCallRefused(decision.reason);
      return asApp(session, label, 'tools/call', name, () =>
        session.request({ method: 'tools/call', params: { name, arguments: args ?? {} } }, specTypeSchemas.CallToolResult, { signal }),
      );
    },
    readResource(uri, signal) {
      return asApp(session, label, 'resources/read', uri, () => session.request({ method: 'resources/read', params: { uri } }, specTypeSchemas.ReadResourceResult, { signal }));
    },
  };
}

/** The latest tools of the view's server as the UI has them, read by the gate at call time. */
export class ToolRoster {
  #tools: readonly ToolLike[] = [];
  set(tools: readonly ToolLike[]): void {
    this.#tools = tools;
  }
  readonly list = (): Promise<readonly ToolLike[]> => Promise.resolve(this.#tools);
}

/** The tools a server lists on its first `tools/list` page: the gate's list for a view opened outside the Tools panel. */
export function firstToolsPage(session: Pick<McpSession, 'request'>): () => Promise<readonly ToolLike[]> {
  let listed: Promise<readonly ToolLike[]> | undefined;
  return () => {
    listed ??= session
      .request({ method: 'tools/list', params: {} }, specTypeSchemas.ListToolsResult)
      .then((r) => r.tools)
      .catch(() => []);
    return listed;
  };
}
