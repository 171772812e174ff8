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

  it('with a code fetcher, a prefetch fetches the modules of panels not yet loaded and runs none of them', async () => {
    const fetched: string[][] = [];
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(() => null);
    };
    const registry = new PanelRegistry({ fetchCode: (modules) => fetched.push([...modules]) })
      .register({ id: 'resources', label: 'Resources', load, modules: ['src/features/resources/index.ts'] })
      .register({ id: 'qa', label: 'QA', load, modules: ['src/features/qa-report/index.ts'] })
      .register({ id: 'timeline', label: 'Timeline', load, modules: ['src/features/timeline/index.ts', 'src/app/replay-aware.tsx'] });
    await registry.list()[0]?.load();
    registry.prefetch(['resources', 'qa', 'timeline']);
    expect(fetched).toEqual([['src/features/qa-report/index.ts', 'src/features/timeline/index.ts', 'src/app/replay-aware.tsx']]);
    expect(loads).toBe(1);
  });

  it('a hovered tab preloads its panel: the code runs before the click, once', async () => {
    let loads = 0;
    const panel = () => null;
    const registry = new PanelRegistry({ fetchCode: () => undefined }).register({
      id: 'qa',
      label: 'QA',
      load: () => {
        loads += 1;
        return Promise.resolve(panel);
      },
      modules: ['src/features/qa-report/index.ts'],
    });
    registry.preload('qa');
    registry.preload('qa');
    await expect(registry.list()[0]?.load()).resolves.toBe(panel);
    expect(registry.list()[0]?.loaded()).toBe(panel);
    expect(loads).toBe(1);
  });
});
