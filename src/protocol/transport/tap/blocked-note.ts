import { diagnoseBrowserBlock, readLocalNetworkPermission } from '../browser-rules/browser-block';

/**
 * For a fetch that failed with no response: the browser rule that blocked it, as a short
 * note for the traffic log ("blocked by the browser: local network access"), so the
 * exchange itself says more than "Failed to fetch". Undefined outside a browser or when
 * no rule applies.
 */
export async function browserBlockNote(error: unknown, url: string): Promise<string | undefined> {
  if (!(error instanceof TypeError)) return undefined;
  const location: unknown = Reflect.get(globalThis, 'location');
  const pageUrl: unknown = typeof location === 'object' && location !== null ? Reflect.get(location, 'href') : undefined;
  if (typeof pageUrl !== 'string') return undefined;
  const permission = await readLocalNetworkPermission(url).catch(() => undefined);
  const verdict = diagnoseBrowserBlock({ pageUrl, targetUrl: url, permission });
  if (verdict === undefined) return undefined;
  const rule = verdict.rule === 'mixed-content' ? 'mixed content' : 'local network access';
  return verdict.certain ? `blocked by the browser: ${rule}` : `probably blocked by the browser: ${rule}`;
}
