import { probeCors } from '../../protocol';
import type { CorsProbeResults } from '../../protocol';
import { sendRaw } from './raw-http';
import type { CheckContext, CheckEnvironment, CheckRunOptions, CheckTransport, ListMethod, ListPage, ListWalk, ReadSample, RpcOutcome, StdioTarget } from './types';
import { records } from './values';
import { sendRpc, type WireTarget } from '../../protocol';

export interface ContextInput extends WireTarget {
  environment: CheckEnvironment;
  capabilities: Record<string, unknown>;
  /** A tapped fetch that can send a foreign `Host` (Node only). */
  hostFetch?: typeof fetch;
  /** Default `http`; `stdio` with `stdio` set when the runner bridged a process it started. */
  transport?: CheckTransport;
  stdio?: StdioTarget;
}

/** Upper bound on pages walked: a server whose cursors never end must not hang the run. */
export const MAX_PAGES = 50;
/** How many listed resources are read to check contents (reads can be costly). */
export const MAX_READS = 8;

const ITEM_KEY: Record<ListMethod, string> = {
  'tools/list': 'tools',
  'prompts/list': 'prompts',
  'resources/list': 'resources',
  'resources/templates/list': 'resourceTemplates',
};

function memo<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= compute());
}

/** Walks every page of a list through `ctx.rpc`; snapshots pass a larger `maxPages` than the checks. */
export async function walkList(ctx: Pick<CheckContext, 'rpc'>, method: ListMethod, maxPages = MAX_PAGES): Promise<ListWalk> {
  const pages: ListPage[] = [];
  const items: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const outcome = await ctx.rpc(method, cursor === undefined ? {} : { cursor });
    pages.push({ cursor, outcome });
    if (outcome.result === undefined) return { pages, items, terminated: false, stopReason: `page ${i + 1} failed` };
    items.push(...records(outcome.result[ITEM_KEY[method]]));
    const next = outcome.result.nextCursor;
    if (next === undefined) return { pages, items, terminated: true, stopReason: undefined };
    if (typeof next !== 'string') return { pages, items, terminated: false, stopReason: `nextCursor ${JSON.stringify(next)} is not a string` };
    if (seen.has(next)) return { pages, items, terminated: false, stopReason: `cursor ${JSON.stringify(next)} repeated` };
    seen.add(next);
    cursor = next;
  }
  return { pages, items, terminated: false, stopReason: `still paging after ${maxPages} pages` };
}

/** The per-run context: raw requests plus memoised walks and reads that several checks share. */
export function createCheckContext(input: ContextInput, options: CheckRunOptions = {}): CheckContext {
  const since = input.traffic.nextExchangeId;
  const sent: RpcOutcome[] = [];
  // Over stdio the status is the bridge's and over HTTP+SSE the routing's: no finding may quote it as the server's.
  const serversOwn = (outcome: RpcOutcome): RpcOutcome => ((input.transport ?? 'http') === 'http' ? outcome : { ...outcome, httpStatus: undefined });
  const rpc = async (method: string, params: Record<string, unknown> = {}, options = {}): Promise<RpcOutcome> => {
    const outcome = serversOwn((await sendRpc(input, method, params, options)).outcome);
    sent.push(outcome);
    return outcome;
  };
  const ctx: CheckContext = {
    url: input.url,
    era: input.era,
    protocolVersion: input.protocolVersion,
    environment: input.environment,
    transport: input.transport ?? 'http',
    stdio: input.stdio,
    capabilities: input.capabilities,
    rpc,
    discover: memo(() => rpc('server/discover')),
    walk: (method) => walks[method](),
    reads: memo(async () => {
      const listed = (await ctx.walk('resources/list')).items.slice(0, MAX_READS);
      const samples: ReadSample[] = [];
      for (const resource of listed) {
        if (typeof resource.uri !== 'string') continue;
        samples.push({ uri: resource.uri, listed: resource, outcome: await rpc('resources/read', { uri: resource.uri }) });
      }
      return samples;
    }),
    stream: async (method, params, count) => {
      const { outcome, messages } = await sendRpc(input, method, params, {}, count);
      return { outcome: serversOwn(outcome), messages };
    },
    http: (request) => sendRaw(input, request),
    canForgeHost: input.hostFetch !== undefined,
    options,
    cors: memo((): Promise<CorsProbeResults> => probeCors(input.url, input.fetch, { headers: input.headers, era: input.era })),
    outcomes: () => [...sent],
    exchanges: () =>
      input.traffic
        .getSnapshot()
        .exchanges.filter((e) => e.id >= since)
        .map((e) => ({ id: e.id, status: e.response?.status, contentType: e.response?.contentType, body: e.response?.body?.text })),
  };
  const walks: Record<ListMethod, () => Promise<ListWalk>> = {
    'tools/list': memo(() => walkList(ctx, 'tools/list')),
    'prompts/list': memo(() => walkList(ctx, 'prompts/list')),
    'resources/list': memo(() => walkList(ctx, 'resources/list')),
    'resources/templates/list': memo(() => walkList(ctx, 'resources/templates/list')),
  };
  return ctx;
}
