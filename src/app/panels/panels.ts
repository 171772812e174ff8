import { PanelRegistry } from './panel-registry';

/** The console's panels, in tab order. */
export const panels = new PanelRegistry()
  .register({
    id: 'resources',
    label: 'Resources',
    load: async () => (await import('../../features/resources')).ResourcesPanel,
  })
  .register({
    id: 'templates',
    label: 'Templates',
    load: async () => (await import('../../features/resource-templates')).TemplatesPanel,
  })
  .register({
    id: 'prompts',
    label: 'Prompts',
    load: async () => (await import('../../features/prompts')).PromptsPanel,
  })
  .register({
    id: 'tools',
    label: 'Tools',
    // Replayed sessions never ask before a call: the flag comes from the app's replay store.
    load: async () => {
      const [{ ToolsPanel }, { withReplayFlag }] = await Promise.all([import('../../features/tools'), import('../replay-aware')]);
      return withReplayFlag(ToolsPanel);
    },
  })
  .register({
    id: 'subscriptions',
    label: 'Subscriptions',
    load: async () => (await import('../../features/subscriptions')).SubscriptionsPanel,
  })
  .register({
    id: 'cache',
    label: 'Cache',
    load: async () => (await import('../../features/cache-state')).CachePanel,
  })
  .register({
    id: 'traffic',
    label: 'Traffic',
    load: async () => (await import('../../features/traffic')).TrafficPanel,
  })
  .register({
    id: 'qa',
    label: 'QA',
    load: async () => (await import('../../features/qa-report')).QaPanel,
  })
  .register({
    id: 'timeline',
    label: 'Timeline',
    // An imported recording is drawn as recorded: the panel gets it from the app's replay store.
    load: async () => {
      const [{ TimelinePanel }, { withRecording }] = await Promise.all([import('../../features/timeline'), import('../replay-aware')]);
      return withRecording(TimelinePanel);
    },
  })
  .register({
    id: 'history',
    label: 'History',
    load: async () => (await import('../../features/history')).HistoryPanel,
  })
  .register({
    id: 'playground',
    label: 'Playground',
    load: async () => (await import('../../features/playground')).PlaygroundPanel,
  });
