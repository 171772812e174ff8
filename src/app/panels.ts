import { PanelRegistry } from './panel-registry';

const soon = (title: string, text: string) => async () => (await import('./placeholder-panels')).placeholder(title, text);

/** The console's panels, in tab order. */
export const panels = new PanelRegistry()
  .register({
    id: 'resources',
    label: 'Resources',
    load: soon('Resources', 'A tree of the server’s resources by path, with their contents, size, MIME type and annotations; binary and HTML/SVG contents previewed safely.'),
  })
  .register({
    id: 'templates',
    label: 'Templates',
    load: soon('Templates', 'Resource templates with a URI builder: a field per template variable with completion suggestions, the expanded URI, and a Read button.'),
  })
  .register({
    id: 'prompts',
    label: 'Prompts',
    load: soon('Prompts', 'The server’s prompts with a form for their arguments (with completions) and the resulting messages.'),
  })
  .register({
    id: 'tools',
    label: 'Tools',
    load: soon('Tools', 'The server’s tools with a form generated from each input schema, annotations, and the structured and content results of a call.'),
  })
  .register({
    id: 'subscriptions',
    label: 'Subscriptions',
    load: soon('Subscriptions', 'Listen for list-changed and resource-updated notifications and watch them arrive in a live log.'),
  })
  .register({
    id: 'cache',
    label: 'Cache',
    load: soon('Cache', 'Every cached MCP result with its TTL, scope, freshness (fresh / stale / fetching) and why it was last invalidated.'),
  })
  .register({
    id: 'traffic',
    label: 'Traffic',
    load: async () => (await import('../features/traffic')).TrafficPanel,
  })
  .register({
    id: 'qa',
    label: 'QA',
    load: soon('QA', 'Conformance checks against the spec, each reported as pass, fail, warn or n/a with the evidence.'),
  });
