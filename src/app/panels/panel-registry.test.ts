import { describe, expect, it } from 'vitest';
import { PanelRegistry } from './panel-registry';

describe('PanelRegistry', () => {
  it('prefetches a panel once, and its tab reuses that load', async () => {
    let loads = 0;
    const registry = new PanelRegistry().register({
      id: 'qa',
      label: 'QA',
      load: () => {
        loads += 1;
        return Promise.resolve(() => null);
      },
    });
    registry.prefetch(['qa']);
    registry.prefetch(['qa', 'history']);
    await registry.list()[0]?.load();
    expect(loads).toBe(1);
  });

  it('a failed prefetch stays quiet and the next load tries again', async () => {
    let attempts = 0;
    const panel = () => null;
    const registry = new PanelRegistry().register({
      id: 'qa',
      label: 'QA',
      load: () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(panel);
      },
    });
    registry.prefetch(['qa']);
    await expect(registry.list()[0]?.load()).rejects.toThrow('offline');
    await expect(registry.list()[0]?.load()).resolves.toBe(panel);
    expect(attempts).toBe(2);
  });
});
