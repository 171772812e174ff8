import type { ComponentType } from 'react';
import type { PanelId } from '../../hooks/navigation/navigation-store';
import { onDemand } from '../../hooks/use-on-demand';
import type { PanelProps } from '../../lib/urls/deep-link';

export type { PanelProps };

export interface PanelDefinition {
  id: PanelId;
  /** The tab's accessible name (ui-contract.md). */
  label: string;
  /** Loaded on first open, so panels do not weigh on the first paint. */
  load: () => Promise<ComponentType<PanelProps>>;
  /**
   * The source modules `load` imports, relative to the project's root, as the build's prefetch
   * manifest names them: what the idle prefetch fetches without running.
   */
  modules?: readonly string[];
}

export interface RegisteredPanel extends PanelDefinition {
  /** The panel's component once its code has loaded (prefetched or opened before), else undefined. */
  loaded: () => ComponentType<PanelProps> | undefined;
  /** Whether a load has started or finished, so the code is on its way already. */
  started: () => boolean;
}

export interface PanelRegistryOptions {
  /**
   * Fetches the files of these modules into the HTTP cache without running them. Without it (the
   * dev server has no manifest), or for a panel that names no modules, a prefetch loads the panel.
   */
  fetchCode?: (modules: readonly string[]) => void;
}

/**
 * Panels register here; the shell renders whatever is registered, in registration order,
 * so adding a panel is one `register` call and never an edit of the shell.
 */
export class PanelRegistry {
  readonly #panels = new Map<PanelId, RegisteredPanel>();
  readonly #fetchCode: PanelRegistryOptions['fetchCode'];

  constructor(options: PanelRegistryOptions = {}) {
    this.#fetchCode = options.fetchCode;
  }

  register(definition: PanelDefinition): this {
    // One load per panel, shared by the preload and by the tab; a failed one is forgotten, so the
    // next attempt (the tab's click) loads again.
    const code = onDemand(definition.load);
    this.#panels.set(definition.id, { ...definition, load: () => code.load(), loaded: () => code.loaded(), started: () => code.started() });
    return this;
  }

  /**
   * Fetches the panels' code ahead of the first click (when the browser is idle after connecting)
   * without running it: a user pays the parsing and running of a panel only when it is opened.
   * A failed prefetch is harmless: the click loads again.
   */
  prefetch(ids: readonly PanelId[]): void {
    const modules: string[] = [];
    for (const id of ids) {
      const panel = this.#panels.get(id);
      if (panel === undefined || panel.started()) continue;
      if (this.#fetchCode !== undefined && panel.modules !== undefined) modules.push(...panel.modules);
      else panel.load().catch(() => undefined);
    }
    if (modules.length > 0) this.#fetchCode?.(modules);
  }

  /** Loads and runs a panel's code: its tab is hovered or focused, so the click is near. */
  preload(id: PanelId): void {
    this.#panels.get(id)?.load().catch(() => undefined);
  }

  list(): readonly RegisteredPanel[] {
    return [...this.#panels.values()];
  }

  has(id: PanelId): boolean {
    return this.#panels.has(id);
  }
}
