import { prefetchModules } from './code-prefetch';
import { PanelRegistry } from './panel-registry';

/**
 * The console's panels, in tab order. Each names the modules its `load` imports, which the
 * built site's idle prefetch fetches without running; the dev server has no manifest of them.
 */
export const panels = new PanelRegistry({
  fetchCode: import.meta.env.DEV ? undefined : prefetchModules,
})
  .register({
    id: 'resources',
    label: 'Resources',
    load: async () => (await import('../../features/resources')).ResourcesPanel,
    modules: ['src/features/resources/index.ts'],
  })
  .register({
    id: 'templates',
    label: 'Templates',
    load: async () => (await import('../../features/resource-templates')).TemplatesPanel,
    modules: ['src/features/resource-templates/index.ts'],
  })
  .register({
    id: 'prompts',
    label: 'Prompts',
    load: async () => (await import('../../features/prompts')).PromptsPanel,
    modules: ['src/features/prompts/index.ts'],
  })
  .register({
    id: 'tools',
    label: 'Tools',
    // Replayed sessions never ask before a call: the flag comes from the app's replay store.
    load: async () => {
      const [{ ToolsPanel }, { withReplayFlag }] = await Promise.all([import('../../features/tools'), import('../replay-aware')]);
      return withReplayFlag(ToolsPanel);
    },
    modules: ['src/features/tools/index.ts', 'src/app/replay-aware.tsx'],
  })
  .register({
    id: 'subscriptions',
    label: 'Subscriptions',
    load: async () => (await import('../../features/subscriptions')).SubscriptionsPanel,
    modules: ['src/features/subscriptions/index.ts'],
  })
  .register({
    id: 'cache',
    label: 'Cache',
    load: async () => (await import('../../features/cache-state')).CachePanel,
    modules: ['src/features/cache-state/index.ts'],
  })
  .register({
    id: 'traffic',
    label: 'Traffic',
    load: async () => (await import('../../features/traffic')).TrafficPanel,
    modules: ['src/features/traffic/index.ts'],
  })
  .register({
    id: 'qa',
    label: 'QA',
    load: async () => (await import('../../features/qa-report')).QaPanel,
    modules: ['src/features/qa-report/index.ts'],
  })
  .register({
    id: 'timeline',
    label: 'Timeline',
    // An imported recording is drawn as recorded: the panel gets it from the app's replay store.
    load: async () => {
      const [{ TimelinePanel }, { withRecording }] = await Promise.all([import('../../features/timeline'), import('../replay-aware')]);
      return withRecording(TimelinePanel);
    },
    modules: ['src/features/timeline/index.ts', 'src/app/replay-aware.tsx'],
  })
  .register({
    id: 'history',
    label: 'History',
    load: async () => (await import('../../features/history')).HistoryPanel,
    modules: ['src/features/history/index.ts'],
  })
  .register({
    id: 'playground',
    label: 'Playground',
    load: async () => (await import('../../features/playground')).PlaygroundPanel,
    modules: ['src/features/playground/index.ts'],
  });
