import type { PanelId } from './panel-ids';

/** What a permalink reopens: the server, the panel and the item selected in it. */
export interface PermalinkView {
  server: string | undefined;
  panel: PanelId;
  /** The selected resource (Resources panel). */
  uri?: string | undefined;
}

/** Deep-link parameters a permalink carries over from the current address (ui-contract.md, "Deep links"). */
const KEPT = ['template', 'prompt', 'tool', 'theme'];

/** Query parameter names that usually hold a credential; a shared link must not carry them. */
const SECRET_PARAM = /token|secret|key|auth|password|passwd|signature|session/i;

/**
 * The server URL as it may appear in a link: no user-info, no credential-looking query
 * parameters. Headers (where tokens belong) never reach a URL in the first place.
 */
export function shareableServerUrl(server: string): string {
  try {
    const url = new URL(server);
    url.username = '';
    url.password = '';
    for (const name of [...url.searchParams.keys()]) if (SECRET_PARAM.test(name)) url.searchParams.delete(name);
    return url.toString();
  } catch {
    return server;
  }
}

/**
 * A link that opens the current view: `server`, `panel`, the selected resource, and the
 * template / prompt / tool the panels keep in the address. Everything else (embed flags,
 * unknown parameters) is dropped, so nothing private rides along.
 */
export function buildPermalink(currentHref: string, view: PermalinkView): string {
  const current = new URL(currentHref);
  const link = new URL(current.pathname, current.origin);
  if (view.server !== undefined) link.searchParams.set('server', shareableServerUrl(view.server));
  link.searchParams.set('panel', view.panel);
  if (view.uri !== undefined && view.panel === 'resources') link.searchParams.set('uri', view.uri);
  for (const name of KEPT) {
    const value = current.searchParams.get(name);
    if (value !== null && value !== '') link.searchParams.set(name, value);
  }
  return link.toString();
}
