import { isPanelId, PANEL_IDS, type PanelId } from '../lib/panel-ids';
import type { ExternalStore } from '../protocol/types';
import { Listeners } from './listeners';

export { isPanelId, PANEL_IDS, type PanelId };

export interface NavigationState {
  panel: PanelId;
  /** The traffic exchange selected in the Traffic panel, so other parts can point at one. */
  exchangeId: number | undefined;
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
    this.#set({ panel: 'traffic', exchangeId });
  }

  #set(next: NavigationState): void {
    if (next.panel === this.#state.panel && next.exchangeId === this.#state.exchangeId) return;
    this.#state = next;
    this.#listeners.emit();
  }
}
