import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PANEL_IDS } from '../../lib/urls/panel-ids';
import { panels } from './panels';

describe('the console panels', () => {
  it('registers every panel id in tab order, the Playground last', () => {
    expect(panels.list().map((panel) => panel.id)).toEqual([...PANEL_IDS]);
    expect(panels.list().at(-1)).toMatchObject({ id: 'playground', label: 'Playground' });
  });

  it('names the source modules each panel loads, by their path from the root as the prefetch manifest keys them', () => {
    for (const panel of panels.list()) {
      expect(panel.modules?.length, panel.id).toBeGreaterThan(0);
      for (const module of panel.modules ?? []) expect(existsSync(module), module).toBe(true);
    }
  });
});
