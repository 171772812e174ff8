import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PanelId } from '../hooks/navigation-store';
import type { PanelProps } from '../lib/deep-link';

export type { PanelProps };

export interface PanelDefinition {
  id: PanelId;
  /** The tab's accessible name (ui-contract.md). */
  label: string;
  /** Loaded on first open, so panels do not weigh on the first paint. */
  load: () => Promise<ComponentType<PanelProps>>;
}

export interface RegisteredPanel extends PanelDefinition {
  Component: LazyExoticComponent<ComponentType<PanelProps>>;
}

/**
 * Panels register here; the shell renders whatever is registered, in registration order,
 * so adding a panel is one `register` call and never an edit of the shell.
 */
export class PanelRegistry {
  readonly #panels = new Map<PanelId, RegisteredPanel>();

  register(definition: PanelDefinition): this {
    const Component = lazy(async () => ({ default: await definition.load() }));
    this.#panels.set(definition.id, { ...definition, Component });
    return this;
  }

  list(): readonly RegisteredPanel[] {
    return [...this.#panels.values()];
  }

  has(id: PanelId): boolean {
    return this.#panels.has(id);
  }
}
