import { isPanelId, PANEL_IDS, type PanelId } from '../../lib/urls/panel-ids';
import type { ExternalStore } from '../../protocol/model/types';
import { Listeners } from '../../lib/listeners';

export { isPanelId, PANEL_IDS, type PanelId };

/** Panels whose items can be opened by name from elsewhere (the command palette). */
export type OpenablePanel = 'prompts' | 'tools' | 'templates';

/**
 * An item another part asked a panel to open: the prompt / tool name or the URI template.
 * `seq` grows on every request, so opening the same item again is still a change.
 */
export interface OpenedItem {
  panel: OpenablePanel;
  name: string;
  seq: number;
}

/** A moment, and the item at it, another panel asked the Timeline to show; `seq` as in `OpenedItem`. */
export interface TimelineFocus {
  at: number;
  exchangeId?: number | undefined;
  /** A cache entry by the Cache panel's name for it: method and params (`resources/read <uri>`). */
  cacheKey?: string | undefined;
  /** With neither of those: the lane whose event nearest `at` to select (e.g. `notification`). */
  lane?: string | undefined;
  seq: number;
}

export interface NavigationState {
  panel: PanelId;
  /** The traffic exchange selected in the Traffic panel, so other parts can point at one. */
  exchangeId: number | undefined;
  /**
   * The resource selected in the Resources panel (or opened from a resource_link anywhere);
   * the Subscriptions panel's default filter includes it (ui-contract.md).
   */
  resourceUri?: string | undefined;
  /** Resource URIs the user asked to subscribe to from other panels, for the Subscriptions panel to add. */
  subscribeUris?: readonly string[];
  /** The last item opened by name from another part (command palette); its panel starts on it. */
  opened?: OpenedItem | undefined;
  /** Actions requested from another part for the panel that owns them (e.g. `run-checks` for QA). */
  pendingActions?: readonly string[];
  /** Where the Timeline panel should look (set by "Show in timeline" elsewhere). */
  timelineFocus?: TimelineFocus | undefined;
  /** The cache entry (method and params) the Cache panel should point at, e.g. from the Timeline. */
  cacheEntry?: string | undefined;
}

/**
 * Cross-feature navigation: features never import each other, so "show this exchange in the
 * Traffic panel" goes through this store instead.
 */
export class NavigationStore implements ExternalStore<NavigationState> {
  readonly #listeners = new Listeners();
  #state: NavigationState;

  constructor(initial: NavigationState) {
    this.#state = initial;
  }

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): NavigationState => this.#state;

  showPanel(panel: PanelId): void {
    this.#set({ ...this.#state, panel });
  }

  selectExchange(exchangeId: number | undefined): void {
    this.#set({ ...this.#state, exchangeId });
  }

  /** Opens the Traffic panel on one exchange. */
  showExchange(exchangeId: number): void {
    this.#set({ ...this.#state, panel: 'traffic', exchangeId });
  }

  /** Marks a resource as the selected one; with `open`, also switches to the Resources panel to read it. */
  selectResource(uri: string | undefined, open = false): void {
    this.#set({ ...this.#state, resourceUri: uri, panel: open ? 'resources' : this.#state.panel });
  }

  /** Opens a panel on one of its items by name (a prompt, a tool, or a URI template). */
  openItem(panel: OpenablePanel, name: string): void {
    const seq = (this.#state.opened?.seq ?? 0) + 1;
    this.#set({ ...this.#state, panel, opened: { panel, name, seq } });
  }

  /** Opens the Timeline at one moment, on the exchange or cache entry of it when given. */
  showInTimeline(focus: Omit<TimelineFocus, 'seq'>): void {
    const seq = (this.#state.timelineFocus?.seq ?? 0) + 1;
    this.#set({ ...this.#state, panel: 'timeline', timelineFocus: { ...focus, seq } });
  }

  /** Opens the Cache panel pointing at one entry (method and params, as its row shows them). */
  showCacheEntry(cacheKey: string): void {
    this.#set({ ...this.#state, panel: 'cache', cacheEntry: cacheKey });
  }

  /** Opens `panel` and leaves `action` for it to run once (see `takeAction`). */
  requestAction(panel: PanelId, action: string): void {
    const actions = this.#state.pendingActions ?? [];
    this.#set({ ...this.#state, panel, pendingActions: actions.includes(action) ? actions : [...actions, action] });
  }

  /** True (once) when `action` was requested; the owning panel calls this when it can run it. */
  takeAction(action: string): boolean {
    const actions = this.#state.pendingActions ?? [];
    if (!actions.includes(action)) return false;
    this.#set({ ...this.#state, pendingActions: actions.filter((a) => a !== action) });
    return true;
  }

  /** Asks the Subscriptions panel to add a resource to its filter, and opens it. */
  requestSubscription(uri: string): void {
    const uris = this.#state.subscribeUris ?? [];
    this.#set({ ...this.#state, panel: 'subscriptions', subscribeUris: uris.includes(uri) ? uris : [...uris, uri] });
  }

  /** The Subscriptions panel took the requested URIs into its filter. */
  takeSubscriptionRequests(): readonly string[] {
    const uris = this.#state.subscribeUris ?? [];
    if (uris.length > 0) this.#set({ ...this.#state, subscribeUris: [] });
    return uris;
  }

  #set(next: NavigationState): void {
    const prev = this.#state;
    if (
      next.panel === prev.panel &&
      next.exchangeId === prev.exchangeId &&
      next.resourceUri === prev.resourceUri &&
      next.subscribeUris === prev.subscribeUris &&
      next.opened === prev.opened &&
      next.pendingActions === prev.pendingActions &&
      next.timelineFocus === prev.timelineFocus &&
      next.cacheEntry === prev.cacheEntry
    ) {
      return;
    }
    this.#state = next;
    this.#listeners.emit();
  }
}
