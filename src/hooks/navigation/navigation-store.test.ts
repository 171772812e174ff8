import { describe, expect, it } from 'vitest';
import { NavigationStore } from './navigation-store';

describe('NavigationStore: opening items and requesting actions from elsewhere', () => {
  it('opens a panel on an item, and opening the same item again is still a change', () => {
    const store = new NavigationStore({ panel: 'resources', exchangeId: undefined });
    let changes = 0;
    store.subscribe(() => changes++);
    store.openItem('prompts', 'code-review');
    const first = store.getSnapshot().opened;
    expect(store.getSnapshot()).toMatchObject({ panel: 'prompts', opened: { panel: 'prompts', name: 'code-review' } });
    store.openItem('prompts', 'code-review');
    expect(store.getSnapshot().opened?.seq).toBeGreaterThan(first?.seq ?? Infinity);
    expect(changes).toBe(2);
  });

  it('hands a requested action to its panel exactly once', () => {
    const store = new NavigationStore({ panel: 'resources', exchangeId: undefined });
    store.requestAction('qa', 'run-checks');
    store.requestAction('qa', 'run-checks');
    expect(store.getSnapshot().panel).toBe('qa');
    expect(store.takeAction('run-checks')).toBe(true);
    expect(store.takeAction('run-checks')).toBe(false);
    expect(store.takeAction('export')).toBe(false);
  });
});
