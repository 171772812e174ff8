import type { ExternalStore, RecoveryNotice } from '../../protocol/model/types';
import { Listeners } from '../../lib/listeners';

/**
 * The last time the session started over on its own (a renewal or a reconnect), and whether
 * what is on screen is re-run because of it. The decision is made once, where the cache
 * reacts to the recovery (app/services/cache-services.ts), so the resource view and the views that
 * hold a result outside the cache (a prompt's preview) always agree.
 */
export interface ViewRefresh {
  /** The server URL of the session that recovered (the cache's server id). */
  serverId: string;
  notice: RecoveryNotice;
  /** True after a reconnect, or after a renewal with the connection card's Watch on. */
  rerun: boolean;
}

export class ViewRefreshStore implements ExternalStore<ViewRefresh | undefined> {
  readonly #listeners = new Listeners();
  #last: ViewRefresh | undefined;

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): ViewRefresh | undefined => this.#last;

  announce(refresh: ViewRefresh): void {
    this.#last = refresh;
    this.#listeners.emit();
  }
}
