/** The console's panels, in tab order; their ids are the `panel=` deep-link values (ui-contract.md). */
export const PANEL_IDS = ['resources', 'templates', 'prompts', 'tools', 'subscriptions', 'cache', 'traffic', 'qa', 'timeline', 'history', 'playground'] as const;
export type PanelId = (typeof PANEL_IDS)[number];

export function isPanelId(value: string): value is PanelId {
  return (PANEL_IDS as readonly string[]).includes(value);
}
