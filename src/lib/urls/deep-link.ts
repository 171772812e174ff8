import { isPanelId, type PanelId } from './panel-ids';
import { PROMPT_ARG_PREFIX, promptArgParams, promptArgsOf, TEMPLATE_VAR_PREFIX } from './permalink';

export type ThemeChoice = 'light' | 'dark';

/** The console's deep-link parameters (ui-contract.md, "Deep links"). */
export interface DeepLink {
  /** The first `server=`: the active server. */
  server: string | undefined;
  /** Every `server=` in order, the first included (issue 41: each is connected). */
  servers?: readonly string[] | undefined;
  panel: PanelId | undefined;
  uri: string | undefined;
  template: string | undefined;
  /** `var.<name>=<value>`: values for the variables of `template` (never secret-looking ones). */
  templateVars?: Readonly<Record<string, string>> | undefined;
  prompt: string | undefined;
  /** `arg.<name>=<value>`: arguments to fill in the form of `prompt` (never secret-looking ones). */
  promptArgs?: Readonly<Record<string, string>> | undefined;
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
    servers: linkedServers(params),
    panel: panel !== undefined && isPanelId(panel) ? panel : undefined,
    uri: nonEmpty(params, 'uri'),
    template: nonEmpty(params, 'template'),
    prompt: nonEmpty(params, 'prompt'),
    promptArgs: orUndefined(promptArgsOf(params)),
    templateVars: orUndefined(promptArgsOf(params, TEMPLATE_VAR_PREFIX)),
    tool: nonEmpty(params, 'tool'),
    embed: embed === '1' || embed === 'true',
    theme: theme === 'light' || theme === 'dark' ? theme : undefined,
    panels: parsePanelList(params.get('panels')),
  };
}

/** Each `server=` once, in order; undefined when the link names none. */
function linkedServers(params: URLSearchParams): string[] | undefined {
  const servers = [...new Set(params.getAll('server').filter((s) => s !== ''))];
  return servers.length === 0 ? undefined : servers;
}

function orUndefined(record: Record<string, string>): Record<string, string> | undefined {
  return Object.keys(record).length === 0 ? undefined : record;
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

/**
 * The address with the selected prompt and its shareable arguments (`prompt`, `arg.*`), every
 * other parameter untouched: a reload or a copied link reopens the same filled form.
 */
export function withPrompt(href: string, prompt: string, args: Readonly<Record<string, string>>): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) if (name.startsWith(PROMPT_ARG_PREFIX)) url.searchParams.delete(name);
  url.searchParams.set('prompt', prompt);
  for (const [name, value] of promptArgParams(args)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The address with the open template and its shareable variable values (`template`, `var.*`),
 * for the Templates panel to write as the user fills the builder.
 */
export function withTemplateVars(href: string, template: string, vars: Readonly<Record<string, string>>): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) if (name.startsWith(TEMPLATE_VAR_PREFIX)) url.searchParams.delete(name);
  url.searchParams.set('template', template);
  for (const [name, value] of promptArgParams(vars, TEMPLATE_VAR_PREFIX)) url.searchParams.set(name, value);
  return url.toString();
}

/** The address with `tool` set, every other parameter untouched. */
export function withTool(href: string, tool: string): string {
  const url = new URL(href);
  url.searchParams.set('tool', tool);
  return url.toString();
}

/**
 * The deep link a panel opens with when another part asked it to open one item by name
 * (`field` is `prompt`, `tool` or `template`): that item instead of the linked one, without
 * the linked arguments or variables, which belonged to the linked item.
 */
export function withOpenedItem(link: DeepLink, field: 'prompt' | 'tool' | 'template', name: string): DeepLink {
  return {
    ...link,
    [field]: name,
    promptArgs: field === 'prompt' ? undefined : link.promptArgs,
    templateVars: field === 'template' ? undefined : link.templateVars,
  };
}

/** The address after opening one item by name from elsewhere, so a reload or Copy link keeps it. */
export function withOpenedItemParam(href: string, field: 'prompt' | 'tool' | 'template', name: string): string {
  if (field === 'prompt') return withPrompt(href, name, {});
  if (field === 'template') return withTemplateVars(href, name, {});
  const url = new URL(href);
  url.searchParams.set(field, name);
  return url.toString();
}
