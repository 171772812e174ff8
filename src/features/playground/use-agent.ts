import type { Tool } from '@modelcontextprotocol/client';
import { useCallback, useMemo } from 'react';
import type { CacheContext } from '../../cache';
import { playgroundRunner, useAttachResource, type PlaygroundRunner, type RunSetup, type SendInput } from '../../hooks/playground';
import { useModelTransport } from '../../hooks/use-model-transport';
import { useStore } from '../../hooks/use-store';
import { modelSettingsStore, runTurn, type ConversationEntry, type OfferedTools } from '../../models';
import type { McpSession } from '../../protocol';
import { needsAsking } from './call-policy';
import { listedTool, routeCall, type RouteServer } from './call-routing';
import { callOnSession } from './mcp-call';
import { liveSession, type ConnectedServer, type ServerListing } from './server-tools';
import { offerWorkspaceTools, type WorkspaceOffer } from './tool-names';

/** One connected server in the offer: its tools once listed. */
export interface ToolGroup {
  server: ConnectedServer;
  listing: ServerListing | undefined;
  tools: readonly Tool[];
}

export interface Agent {
  /** Every connected server with its usable tools, and how they are offered to the model. */
  groups: readonly ToolGroup[];
  offer: WorkspaceOffer;
  /** The listed tool and its server's cache scope, for a call card's result. */
  toolFor: (entry: Extract<ConversationEntry, { kind: 'tool-call' }>) => { tool: Tool; ctx: CacheContext } | undefined;
  /** Settings and key are there: a message can go. */
  ready: boolean;
  send: (input: SendInput) => void;
  decide: (entryId: string, decision: 'allowed' | 'denied') => void;
  stop: () => void;
}

/** The offer as a run reads it turn by turn: a server that left since is no longer offered. */
function liveOffer(offer: WorkspaceOffer, serverOf: (id: string) => RouteServer<McpSession> | undefined): OfferedTools {
  const live = (name: string) => {
    const target = offer.target(name);
    return target !== undefined && serverOf(target.serverId)?.session() !== undefined;
  };
  return {
    get offered() {
      return offer.offered.filter((tool) => live(tool.name));
    },
    mcpName: offer.mcpName,
    serverOf: offer.serverOf,
  };
}

/**
 * The playground's agent over every connected server (issue 41): sets up a run of the page's
 * runner (which owns the loop, so it outlives this panel) with the page's model transport, the
 * tools of all servers under unique names, each call routed to its own server's session (the
 * Tools panel's `callTool`, tasks followed), and the active server's resource reads for attachments.
 */
export function useAgent(servers: readonly ConnectedServer[], listings: ReadonlyMap<string, ServerListing>, active: CacheContext | undefined, runner: PlaygroundRunner = playgroundRunner): Agent {
  const config = useStore(modelSettingsStore);
  const transports = useModelTransport();
  const readResource = useAttachResource();
  const groups = useMemo(
    () =>
      servers.map((server): ToolGroup => {
        const listing = listings.get(server.id);
        return { server, listing, tools: (listing?.list.usable ?? []).map((entry) => entry.tool) };
      }),
    [servers, listings],
  );
  const offer = useMemo(() => offerWorkspaceTools(groups.filter((group) => group.listing !== undefined).map((group) => ({ id: group.server.id, name: group.server.name, tools: group.tools }))), [groups]);
  const serverOf = useCallback(
    (id: string): RouteServer<McpSession> | undefined => {
      const group = groups.find((candidate) => candidate.server.id === id);
      if (group?.listing === undefined) return undefined;
      const { manager } = group.server;
      return { session: () => liveSession(manager), entries: group.listing.list.usable, refresh: group.listing.list.refreshTool };
    },
    [groups],
  );
  const { settings, apiKey } = config;
  const ready = settings !== undefined && settings.model !== '';

  const send = useCallback(
    (input: SendInput) => {
      if (settings === undefined) return;
      const transport = transports.transportFor(settings);
      const setup: RunSetup = {
        runTurn: (request, callbacks) => runTurn(request, callbacks, transport),
        settings,
        apiKey: apiKey ?? '',
        offered: liveOffer(offer, serverOf),
        asks: (offeredName, autoRun) => needsAsking(listedTool(offer, serverOf, offeredName)?.tool, autoRun),
        callTool: (offeredName, args, signal, onTask) => {
          const route = routeCall(offer, serverOf, offeredName);
          if (!route.ok) return Promise.resolve({ ok: false, error: route.error });
          return callOnSession({ session: route.session, entry: route.entry, refresh: route.refresh }, route.toolName, args, signal, onTask);
        },
        ...(active === undefined ? {} : { readResource }),
      };
      void runner.send(setup, input);
    },
    [settings, apiKey, transports, offer, serverOf, active, readResource, runner],
  );

  const toolFor = useCallback(
    (entry: Extract<ConversationEntry, { kind: 'tool-call' }>) => {
      // A call recorded before the workspace names no server: it ran on the active one.
      const group = entry.server === undefined ? groups.find((candidate) => candidate.listing?.ctx.serverId === active?.serverId) : groups.find((candidate) => candidate.server.id === entry.server?.id);
      const tool = group?.tools.find((candidate) => candidate.name === entry.toolName);
      return group?.listing === undefined || tool === undefined ? undefined : { tool, ctx: group.listing.ctx };
    },
    [groups, active],
  );
  const decide = useCallback((entryId: string, decision: 'allowed' | 'denied') => runner.decide(entryId, decision), [runner]);
  const stop = useCallback(() => runner.stop(), [runner]);

  return { groups, offer, toolFor, ready, send, decide, stop };
}
