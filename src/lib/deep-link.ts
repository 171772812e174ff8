import { isPanelId, type PanelId } from './panel-ids';

export type ThemeChoice = 'light' | 'dark';

/** The console's deep-link parameters (ui-contract.md, "Deep links"). */
export interface DeepLink {
  server: string | undefined;
  panel: PanelId | undefined;
  uri: string | undefined;
  template: string | undefined;
  prompt: string | undefined;
  tool: string | undefined;
  embed: boolean;
  theme: ThemeChoice | undefined;
  /** `panels=prompts,resources`: the tabs an embed shows, in tab order; undefined means all. */
  panels?: readonly PanelId[] | undefined;
}

/** What every panel component receives: the deep link, so `?uri=`, `?tool=` etc. reach the panel that owns them. */
export interface PanelProps {
  deepLink: DeepLink;
}

function nonEmpty(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null || value === '' ? undefined : value;
}

/**
 * Parses `location.search`. Unknown panels and themes are ignored rather than rejected, so an
 * old or mistyped link still opens the console. Secrets are never read from here.
 */
export function parseDeepLink(search: string): DeepLink {
  const params = new URLSearchParams(search);
  const panel = params.get('panel')?.toLowerCase();
  const theme = params.get('theme')?.toLowerCase();
  const embed = params.get('embed');
  return {
    server: nonEmpty(params, 'server'),
    panel: panel !== undefined && isPanelId(panel) ? panel : undefined,
    uri: nonEmpty(params, 'uri'),
    template: nonEmpty(params, 'template'),
    prompt: nonEmpty(params, 'prompt'),
    tool: nonEmpty(params, 'tool'),
    embed: embed === '1' || embed === 'true',
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
    panels: parsePanelList(params.get('panels')),
  };
}

/** A comma-separated panel list; unknown ids are dropped, and a list with none left means "all". */
function parsePanelList(value: string | null): PanelId[] | undefined {
  if (value === null) return undefined;
  const ids = value
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(isPanelId);
  return ids.length === 0 ? undefined : [...new Set(ids)];
}

/**
 * The same address with `panel` set, every other parameter untouched, for `history.replaceState`
 * when the user switches tabs (so a reload or a shared link opens the same panel).
 */
export function withPanel(href: string, panel: PanelId): string {
  const url = new URL(href);
  url.searchParams.set('panel', panel);
  return url.toString();
}
