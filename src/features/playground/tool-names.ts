import type { Tool } from '@modelcontextprotocol/client';
import { OFFERED_NAME, uniqueName, type OfferedTool, type OfferedTools } from '../../models';

/** Both APIs cap a tool name at 64 characters of `[a-zA-Z0-9_-]` (model-apis.md). */
const MAX_NAME = 64;
/** A server's part of a prefixed name stays short, so the tool's own name still shows. */
const MAX_PREFIX = 24;
const SEPARATOR = '__';

/** One connected server's tools: `id` is its URL (unique in the workspace), `name` as `serverLabel` gives it. */
export interface ServerTools {
  id: string;
  name: string;
  tools: readonly Tool[];
}

/** Where an offered name leads back to: the server and the MCP tool's own name. */
export interface ToolTarget {
  serverId: string;
  serverName: string;
  toolName: string;
}

export interface WorkspaceOffer extends OfferedTools {
  target: (offeredName: string) => ToolTarget | undefined;
  /** The name a server's tool is offered under, if it is offered. */
  offeredName: (serverId: string, toolName: string) => string | undefined;
}

function safe(text: string, fallback: string): string {
  const replaced = text.replace(/[^a-zA-Z0-9_-]/g, '_');
  return replaced === '' ? fallback : replaced;
}

/** FNV-1a, 32 bits, as 8 hex digits: a short stable tag for a name that had to be cut. */
function tag(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** `name` if it fits; else its head and a tag of the whole (server and tool), so two long names that share a head still differ. */
function fit(name: string, identity: string): string {
  if (name.length <= MAX_NAME) return name;
  const suffix = `_${tag(identity)}`;
  return `${name.slice(0, MAX_NAME - suffix.length)}${suffix}`;
}

/** Each server's prefix: its name made safe and short; servers that share one (the same name twice) get `_2`, `_3`… in workspace order. */
function prefixes(servers: readonly ServerTools[]): string[] {
  const used = new Set<string>();
  return servers.map((server) => {
    const prefix = uniqueName(safe(server.name, 'server').slice(0, MAX_PREFIX), used);
    used.add(prefix);
    return prefix;
  });
}

interface Candidate {
  target: ToolTarget;
  tool: Tool;
  wanted: string;
}

function candidates(servers: readonly ServerTools[]): Candidate[] {
  const serversOf = new Map<string, Set<string>>();
  for (const server of servers) {
    for (const tool of server.tools) {
      const base = safe(tool.name, 'tool');
      serversOf.set(base, (serversOf.get(base) ?? new Set()).add(server.id));
    }
  }
  const prefixOf = prefixes(servers);
  return servers.flatMap((server, index) =>
    server.tools.map((tool): Candidate => {
      const base = safe(tool.name, 'tool');
      const shared = (serversOf.get(base)?.size ?? 0) > 1;
      const name = shared ? `${prefixOf[index] ?? 'server'}${SEPARATOR}${base}` : base;
      return { target: { serverId: server.id, serverName: server.name, toolName: tool.name }, tool, wanted: fit(name, `${server.id}\n${tool.name}`) };
    }),
  );
}

const keyOf = (serverId: string, toolName: string): string => `${serverId} ${toolName}`;

/**
 * The tools of every connected server as offered to one model (issue 41): each name within both
 * providers' rules and unique among all. A tool name that more than one server has gets the
 * server's name in front (`mcp-console-demo__echo`); one only a single server has keeps its own
 * name, made safe. A name that already is a tool's own, unchanged, keeps it first, so a made-up
 * name never takes a real one's place; the same servers and tools give the same names.
 */
export function offerWorkspaceTools(servers: readonly ServerTools[]): WorkspaceOffer {
  const all = candidates(servers);
  const names = new Map<Candidate, string>();
  const taken = new Set<string>();
  const claim = (candidate: Candidate) => {
    const name = uniqueName(candidate.wanted, taken);
    names.set(candidate, name);
    taken.add(name);
  };
  for (const candidate of all) if (candidate.wanted === candidate.tool.name && OFFERED_NAME.test(candidate.wanted) && !taken.has(candidate.wanted)) claim(candidate);
  for (const candidate of all) if (!names.has(candidate)) claim(candidate);

  const byName = new Map<string, ToolTarget>();
  const byTool = new Map<string, string>();
  const offered = all.map((candidate): OfferedTool => {
    const name = names.get(candidate) ?? candidate.wanted;
    byName.set(name, candidate.target);
    byTool.set(keyOf(candidate.target.serverId, candidate.target.toolName), name);
    const description = candidate.tool.description ?? candidate.tool.title;
    return { name, ...(description === undefined ? {} : { description }), inputSchema: { ...candidate.tool.inputSchema } };
  });
  return {
    offered,
    target: (offeredName) => byName.get(offeredName),
    mcpName: (offeredName) => byName.get(offeredName)?.toolName,
    serverOf: (offeredName) => {
      const target = byName.get(offeredName);
      return target === undefined ? undefined : { id: target.serverId, name: target.serverName };
    },
    offeredName: (serverId, toolName) => byTool.get(keyOf(serverId, toolName)),
  };
}

/** How the playground names a connected server. */
export interface ServerLabel {
  /** The name the user saved it under (the sidebar's label), else what it calls itself, else its URL's host. */
  name: string;
  /** What it calls itself (`serverInfo.name`), where that is not already `name`. */
  selfName: string | undefined;
}

const given = (text: string | undefined): string | undefined => (text === undefined || text.trim() === '' ? undefined : text);

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

/**
 * Two servers saved as "staging" and "prod" may both call themselves "my-server": the saved name
 * is what tells them apart, as it does in the sidebar, so it comes first and the server's own
 * name stays beside it; the same name is the prefix of a shared tool's offered name. `savedName`
 * is the sidebar's label, which is the URL itself for a server that was never saved.
 */
export function serverLabel(url: string, savedName: string, infoName: string | undefined): ServerLabel {
  const saved = savedName === url ? undefined : given(savedName);
  const own = given(infoName);
  if (saved === undefined) return { name: own ?? hostOf(url), selfName: undefined };
  return { name: saved, selfName: own === saved ? undefined : own };
}
