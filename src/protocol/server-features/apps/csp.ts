/**
 * The app frame's Content-Security-Policy and `allow` attribute, built from the resource's
 * `_meta.ui.csp` and `_meta.ui.permissions` (apps spec 2026-01-26, "Security"). The policy
 * starts from nothing and only the declared origins are added: a declaration can never loosen
 * it beyond inline script and style, which every app needs.
 */

export interface AppCspDomains {
  connectDomains: string[];
  resourceDomains: string[];
  frameDomains: string[];
  baseUriDomains: string[];
}

export interface AppUiMeta {
  csp: AppCspDomains;
  /** Entries dropped because they are not origins, as "field: value". */
  rejected: string[];
  permissions: AppPermissions;
  prefersBorder: boolean | undefined;
}

export interface AppPermissions {
  camera: boolean;
  microphone: boolean;
  geolocation: boolean;
  clipboardWrite: boolean;
}

type CspField = keyof AppCspDomains;

// scheme://host[:port], where the host may start with one "*." label; nothing after it.
const ORIGIN = /^(https?|wss?):\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/;
const BRACKETED_IPV6 = /^(https?|wss?):\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Whether a CSP entry is an origin (no path, query, keyword, quote or wildcard scheme). */
export function isOriginEntry(value: unknown): value is string {
  return typeof value === 'string' && (ORIGIN.test(value) || BRACKETED_IPV6.test(value));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `_meta.ui` of an app resource's content; malformed parts read as absent. */
export function readAppUiMeta(contentMeta: unknown): AppUiMeta {
  const ui = isRecord(contentMeta) && isRecord(contentMeta['ui']) ? contentMeta['ui'] : {};
  const rawCsp = isRecord(ui['csp']) ? ui['csp'] : {};
  const rejected: string[] = [];
  const pick = (field: CspField): string[] => {
    const list = rawCsp[field];
    if (!Array.isArray(list)) return [];
    const good: string[] = [];
    for (const entry of list) {
      if (isOriginEntry(entry)) good.push(entry);
      else rejected.push(`${field}: ${JSON.stringify(entry)}`);
    }
    return good;
  };
  const csp: AppCspDomains = {
    connectDomains: pick('connectDomains'),
    resourceDomains: pick('resourceDomains'),
    frameDomains: pick('frameDomains'),
    baseUriDomains: pick('baseUriDomains'),
  };
  const perms = isRecord(ui['permissions']) ? ui['permissions'] : {};
  const granted = (key: string): boolean => perms[key] !== undefined && perms[key] !== false && perms[key] !== null;
  return {
    csp,
    rejected,
    permissions: { camera: granted('camera'), microphone: granted('microphone'), geolocation: granted('geolocation'), clipboardWrite: granted('clipboardWrite') },
    prefersBorder: typeof ui['prefersBorder'] === 'boolean' ? ui['prefersBorder'] : undefined,
  };
}

const list = (sources: readonly string[], fallback: string): string => (sources.length === 0 ? fallback : sources.filter(isOriginEntry).join(' '));

/**
 * The policy for the app document. Sources are re-checked here, so a caller that skips
 * `readAppUiMeta` still cannot inject a keyword or a second directive.
 */
export function buildAppCsp(domains: AppCspDomains): string {
  const resources = domains.resourceDomains.filter(isOriginEntry);
  const extra = resources.length === 0 ? '' : ` ${resources.join(' ')}`;
  return [
    "default-src 'none'",
    `script-src 'unsafe-inline'${extra}`,
    `style-src 'unsafe-inline'${extra}`,
    `img-src data: blob:${extra}`,
    `font-src data:${extra}`,
    `media-src data: blob:${extra}`,
    `connect-src ${list(domains.connectDomains, "'none'")}`,
    `frame-src ${list(domains.frameDomains, "'none'")}`,
    `base-uri ${list(domains.baseUriDomains, "'none'")}`,
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The iframe `allow` attribute: only the features the resource asked for, nothing by default. */
export function buildAllowAttribute(permissions: AppPermissions): string {
  const features: string[] = [];
  if (permissions.camera) features.push('camera');
  if (permissions.microphone) features.push('microphone');
  if (permissions.geolocation) features.push('geolocation');
  if (permissions.clipboardWrite) features.push('clipboard-write');
  return features.join('; ');
}

/** Only http(s) links may leave an app (`ui/open-link`); anything else is refused. */
export function safeLinkUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const attr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The app's HTML with its policy as the first element the parser meets: after a doctype
 * (so the document stays in standards mode), before anything the app wrote, so no app
 * script can run ahead of the policy.
 */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${attr(policy)}">`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype === null ? meta + html : doctype[0] + meta + html.slice(doctype[0].length);
}
