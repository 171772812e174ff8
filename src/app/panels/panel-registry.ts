import type { ComponentType } from 'react';
import type { PanelId } from '../../hooks/navigation/navigation-store';
import type { PanelProps } from '../../lib/urls/deep-link';

export type { PanelProps };

export interface PanelDefinition {
  id: PanelId;
  /** The tab's accessible name (ui-contract.md). */
  label: string;
  /** Loaded on first open, so panels do not weigh on the first paint. */
  load: () => Promise<ComponentType<PanelProps>>;
}

export interface RegisteredPanel extends PanelDefinition {
  /** The panel's component once its code has loaded (prefetched or opened before), else undefined. */
  loaded: () => ComponentType<PanelProps> | undefined;
}

/**
 * Panels register here; the shell renders whatever is registered, in registration order,
 * so adding a panel is one `register` call and never an edit of the shell.
 */
export class PanelRegistry {
  readonly #panels = new Map<PanelId, RegisteredPanel>();

  register(definition: PanelDefinition): this {
    // One load per panel, shared by the prefetch and by the tab.
    let loading: Promise<ComponentType<PanelProps>> | undefined;
    let resolved: ComponentType<PanelProps> | undefined;
    const load = () =>
      (loading ??= definition.load().then((component) => (resolved = component)).catch((error: unknown) => {
        // Forgotten on failure, so the next attempt (the tab's click) loads again.
        loading = undefined;
        throw error;
      }));
    this.#panels.set(definition.id, { ...definition, load, loaded: () => resolved });
    return this;
  }

  /**
   * Loads the panels' code ahead of the first click (when the browser is idle after connecting),
   * so a tab opens without waiting for its chunk. A failed prefetch is retried on the click.
   */
  prefetch(ids: readonly PanelId[]): void {
    for (const id of ids) this.#panels.get(id)?.load().catch(() => undefined);
  }

  list(): readonly RegisteredPanel[] {
    return [...this.#panels.values()];
  }

  has(id: PanelId): boolean {
    return this.#panels.has(id);
  }
}
