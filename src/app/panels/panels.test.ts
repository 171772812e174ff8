import { describe, expect, it } from 'vitest';
import { PANEL_IDS } from '../../lib/urls/panel-ids';
import { panels } from './panels';

describe('the console panels', () => {
  it('registers every panel id in tab order, the Playground last', () => {
    expect(panels.list().map((panel) => panel.id)).toEqual([...PANEL_IDS]);
    expect(panels.list().at(-1)).toMatchObject({ id: 'playground', label: 'Playground' });
  });
});
