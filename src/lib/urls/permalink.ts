import type { PanelId } from './panel-ids';

/** What a permalink reopens: the server, the panel and the item selected in it. */
export interface PermalinkView {
  /** The active server, written first so the link opens on it. */
  server: string | undefined;
  /** The other servers connected beside it (issue 41): each adds a `server=`. */
  others?: readonly string[] | undefined;
  panel: PanelId;
  /** The selected resource (Resources panel). */
  uri?: string | undefined;
}

/** Deep-link parameters a permalink carries over from the current address (ui-contract.md, "Deep links"). */
const KEPT = ['template', 'prompt', 'tool', 'theme'];

/** Query parameter names that usually hold a credential; a shared link must not carry them. */
const SECRET_PARAM = /token|secret|key|auth|password|passwd|signature|session|cookie|credential/i;

/** `arg.<name>=<value>`: a prompt argument carried by the address (ui-contract.md, "Deep links"). */
export const PROMPT_ARG_PREFIX = 'arg.';
/** `var.<name>=<value>`: a URI-template variable carried by the address, under the same rule. */
export const TEMPLATE_VAR_PREFIX = 'var.';

/** Values that read like a credential whatever the argument is called: auth schemes and JWTs. */
const SECRET_VALUE = /^(bearer|basic|token|digest)\s|^eyJ[\w-]+\.[\w-]+/i;
/** One long unbroken run of key-like characters mixing letters and digits: an API key, not prose. */
const KEY_LIKE = /^[A-Za-z0-9+/=_.-]{24,}$/;

/**
 * Whether a prompt argument may ride in an address. The rule: prompt arguments are user
 * text (spec §15), but a user may paste a token into one, and an address ends up in
 * history, logs and chat. So an argument is left out when its NAME reads like a
 * credential (`token`, `api_key`, `password`, …) or its VALUE does (an auth scheme
 * prefix, a JWT, or a long letter-and-digit run with no spaces, like an API key). Header
 * values never reach this function: they are not prompt arguments.
 */
export function isShareableArgument(name: string, value: string): boolean {
  if (value === '' || SECRET_PARAM.test(name) || SECRET_VALUE.test(value.trim())) return false;
  return !(KEY_LIKE.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value));
}

/** The shareable subset of prompt arguments (or, with `var.`, template variables) as query parameters. */
export function promptArgParams(args: Readonly<Record<string, string>>, prefix = PROMPT_ARG_PREFIX): [string, string][] {
  return Object.entries(args)
    .filter(([name, value]) => isShareableArgument(name, value))
    .map(([name, value]) => [prefix + name, value]);
}

/** The prompt arguments (or, with `var.`, template variables) an address carries, minus anything secret-looking. */
export function promptArgsOf(params: URLSearchParams, prefix = PROMPT_ARG_PREFIX): Record<string, string> {
  const args: Record<string, string> = {};
  for (const [key, value] of params) {
    const name = key.slice(prefix.length);
    if (key.startsWith(prefix) && name !== '' && isShareableArgument(name, value)) args[name] = value;
  }
  return args;
}

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
 * template (with its shareable `var.*` variables) / prompt (with its shareable `arg.*`
 * arguments) / tool the panels keep in the address. Everything else (embed flags,
 * unknown parameters) is dropped, so nothing private rides along.
 */
export function buildPermalink(currentHref: string, view: PermalinkView): string {
  const current = new URL(currentHref);
  const link = new URL(current.pathname, current.origin);
  if (view.server !== undefined) link.searchParams.set('server', shareableServerUrl(view.server));
  for (const other of view.others ?? []) if (other !== view.server) link.searchParams.append('server', shareableServerUrl(other));
  link.searchParams.set('panel', view.panel);
  if (view.uri !== undefined && view.panel === 'resources') link.searchParams.set('uri', view.uri);
  for (const name of KEPT) {
    const value = current.searchParams.get(name);
    if (value !== null && value !== '') link.searchParams.set(name, value);
  }
  const carried: [string, string][] = [[PROMPT_ARG_PREFIX, 'prompt'], [TEMPLATE_VAR_PREFIX, 'template']];
  for (const [prefix, owner] of carried) {
    if (!link.searchParams.has(owner)) continue;
    for (const [name, value] of promptArgParams(promptArgsOf(current.searchParams, prefix), prefix)) link.searchParams.set(name, value);
  }
  return link.toString();
}
