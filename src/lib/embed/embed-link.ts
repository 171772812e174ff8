import type { DeepLink } from '../urls/deep-link';
import { PANEL_IDS, type PanelId } from '../urls/panel-ids';

/** Parameters that only make sense inside an iframe. */
const EMBED_PARAMS = ['embed', 'panels'];

/** The panels a page shows: an embed honours `panels=`; the full console always shows all. */
export function visiblePanels(link: Pick<DeepLink, 'embed' | 'panels'>): readonly PanelId[] {
  return link.embed && link.panels !== undefined ? link.panels : PANEL_IDS;
}

/** The panel to open first: `panel=` when it is visible, else the first visible one (`resources` by default). */
export function initialPanel(link: Pick<DeepLink, 'embed' | 'panels' | 'panel'>): PanelId {
  const visible = visiblePanels(link);
  if (link.panel !== undefined && visible.includes(link.panel)) return link.panel;
  return visible[0] ?? 'resources';
}

/** "Open in console": the same view in the full console, i.e. the address without the embed parameters. */
export function consoleHref(href: string): string {
  const url = new URL(href);
  for (const name of EMBED_PARAMS) url.searchParams.delete(name);
  return url.toString();
}
