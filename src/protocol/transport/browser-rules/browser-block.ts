import { classifyHost, isPotentiallyTrustworthyHost, SPACE_RANK, type AddressSpace } from './address-space';
import type { BrowserBlockDiagnosis, PermissionStateName } from '../../model/types';

export interface BlockInputs {
  /** The console page's URL (location.href); undefined outside a browser. */
  pageUrl: string | undefined;
  targetUrl: string;
  /** Local Network Access permission for the target's space, where the browser exposes it. */
  permission: PermissionStateName | undefined;
}

const LOCAL_SERVE = 'Run the console on your own machine with npx mcp-console (it serves on http://127.0.0.1:6280/, a loopback page that may reach local servers without a prompt).';

function parse(url: string | undefined): URL | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function spaceWords(space: AddressSpace): string {
  return space === 'loopback' ? 'this computer (loopback)' : 'your local network';
}

function mixedContent(page: URL, target: URL): BrowserBlockDiagnosis | undefined {
  if (page.protocol !== 'https:' || target.protocol !== 'http:') return undefined;
  if (isPotentiallyTrustworthyHost(target.hostname)) return undefined;
  return {
    rule: 'mixed-content',
    certain: true,
    summary:
      `Blocked by the browser (mixed content): this console is served over https (${page.origin}), and ${target.origin} is plain http, ` +
      'so the browser refuses the request before it leaves. This is not a CORS problem, and the server never saw the request.',
    remedies: [
      'Serve the MCP server over https (a reverse proxy or a tunnel with a certificate).',
      LOCAL_SERVE,
      'If the server runs on this computer, use http://localhost:<port>/ or http://127.0.0.1:<port>/: browsers allow plain http to loopback from https pages.',
    ],
  };
}

function localNetworkAccess(page: URL | undefined, target: URL, permission: PermissionStateName | undefined): BrowserBlockDiagnosis | undefined {
  const targetSpace = classifyHost(target.hostname);
  if (targetSpace.space === 'public' || permission === 'granted') return undefined;
  const pageSpace = page === undefined ? undefined : classifyHost(page.hostname).space;
  // A denied permission is the browser's own word; the page's hostname cannot tell us
  // which space the browser put the page in (proxies and overrides decide that).
  const crossesSpaces = pageSpace !== undefined && SPACE_RANK[pageSpace] > SPACE_RANK[targetSpace.space];
  if (permission !== 'denied' && !crossesSpaces) return undefined;
  const where = spaceWords(targetSpace.space);
  const origin = page?.origin ?? 'this page';
  const summary =
    permission === 'denied'
      ? `Blocked by the browser (local network access): permission for ${origin} to reach ${where} is denied, so ${target.origin} was never contacted. This is not a CORS problem.`
      : `Probably blocked by the browser (local network access): ${origin} is a public site, and browsers ask before a public site may reach ${where} (${target.origin}). The request failed without an answer; either the prompt was dismissed, or the server is not running.`;
  return {
    rule: 'local-network-access',
    certain: permission === 'denied',
    summary,
    remedies: [
      `Allow local network access for ${origin} in the browser (the site settings behind the icon left of the address bar), then press Connect again.`,
      LOCAL_SERVE,
      'Or make the server reachable at a public https address (a tunnel), which no local-network rule guards.',
    ],
  };
}

/**
 * Decides which browser rule blocked a request that failed before any HTTP response:
 * mixed content (an https page may not fetch plain http) or Local Network Access (a page
 * may not reach a more private address space without permission). Returns undefined
 * when neither rule applies, so the CORS probe can take over.
 */
export function diagnoseBrowserBlock(inputs: BlockInputs): BrowserBlockDiagnosis | undefined {
  const target = parse(inputs.targetUrl);
  const page = parse(inputs.pageUrl);
  if (target === undefined || page === undefined) return undefined;
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return undefined;
  return mixedContent(page, target) ?? localNetworkAccess(page, target, inputs.permission);
}

/** The permission names Chromium has used for Local Network Access, most specific first. */
export function permissionNamesFor(targetUrl: string): string[] {
  const target = parse(targetUrl);
  if (target === undefined) return [];
  const space = classifyHost(target.hostname).space;
  if (space === 'public') return [];
  return [space === 'loopback' ? 'loopback-network' : 'local-network', 'local-network-access'];
}

interface PermissionsLike {
  query(descriptor: { name: string }): Promise<{ state: string }>;
}

function permissionsApi(): PermissionsLike | undefined {
  const navigator: unknown = Reflect.get(globalThis, 'navigator');
  if (typeof navigator !== 'object' || navigator === null) return undefined;
  const permissions: unknown = Reflect.get(navigator, 'permissions');
  if (typeof permissions !== 'object' || permissions === null) return undefined;
  const query: unknown = Reflect.get(permissions, 'query');
  if (typeof query !== 'function') return undefined;
  return { query: (descriptor) => Promise.resolve(Reflect.apply(query, permissions, [descriptor]) as unknown).then(readState) };
}

function readState(status: unknown): { state: string } {
  const state: unknown = typeof status === 'object' && status !== null ? Reflect.get(status, 'state') : undefined;
  return { state: typeof state === 'string' ? state : 'unknown' };
}

/**
 * Reads the Local Network Access permission for the target's space. Browsers that do not
 * know the name reject the query; the first name they accept answers. `denied` from any
 * accepted name wins, since Chromium records a denial under the general name too.
 */
export async function readLocalNetworkPermission(targetUrl: string): Promise<PermissionStateName | undefined> {
  const api = permissionsApi();
  if (api === undefined) return undefined;
  let answer: PermissionStateName | undefined;
  for (const name of permissionNamesFor(targetUrl)) {
    try {
      const { state } = await api.query({ name });
      if (state === 'denied') return 'denied';
      if ((state === 'granted' || state === 'prompt') && answer === undefined) answer = state;
    } catch {
      // This browser has no permission of that name.
    }
  }
  return answer;
}
