import type { ToolEntry } from '../../components/tool-call';
import type { WorkspaceOffer } from './tool-names';

/** What a call needs of one server at the moment it is made. */
export interface RouteServer<S> {
  /** The server's session now; undefined once it is no longer connected. */
  session: () => S | undefined;
  entries: readonly ToolEntry[];
  refresh: (name: string) => Promise<ToolEntry | undefined>;
}

export type Route<S> =
  | { ok: true; session: S; entry: ToolEntry | undefined; refresh: (name: string) => Promise<ToolEntry | undefined>; toolName: string; serverName: string }
  | { ok: false; error: string };

/**
 * Where a call the model made goes: the server its offered name maps back to, on that server's
 * own session (its headers, OAuth, proxy or bridge), never the active one's. A server that left
 * since the tools were offered gets no call, and the model is told why.
 */
export function routeCall<S>(offer: WorkspaceOffer, serverOf: (id: string) => RouteServer<S> | undefined, offeredName: string): Route<S> {
  const target = offer.target(offeredName);
  if (target === undefined) return { ok: false, error: `No offered tool is named ${offeredName}.` };
  const server = serverOf(target.serverId);
  const session = server?.session();
  if (server === undefined || session === undefined) {
    return { ok: false, error: `The server ${target.serverName} (${target.serverId}) is no longer connected, so ${target.toolName} was not called.` };
  }
  const entry = server.entries.find((candidate) => candidate.tool.name === target.toolName);
  return { ok: true, session, entry, refresh: server.refresh, toolName: target.toolName, serverName: target.serverName };
}

/** The listed tool an offered name stands for, for the call policy: undefined when its server left. */
export function listedTool<S>(offer: WorkspaceOffer, serverOf: (id: string) => RouteServer<S> | undefined, offeredName: string): ToolEntry | undefined {
  const target = offer.target(offeredName);
  if (target === undefined) return undefined;
  return serverOf(target.serverId)?.entries.find((candidate) => candidate.tool.name === target.toolName);
}
