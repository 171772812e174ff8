import { Listeners } from '../../lib/listeners';
import type { ImportedSessionFile } from '../../recording/session-file/schema';
import type { ExternalStore } from '../../protocol/model/types';

export interface ReplayState {
  /** The imported recording while replay mode is on. */
  file: ImportedSessionFile | undefined;
  fileName: string | undefined;
}

/**
 * Replay mode: while a recording is loaded, connecting to its server URL goes through a replay
 * fetch, so every panel works from recorded responses with no network.
 */
export class ReplayStore implements ExternalStore<ReplayState> {
  readonly #listeners = new Listeners();
  #state: ReplayState = { file: undefined, fileName: undefined };
  #fetch: typeof fetch | undefined;

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): ReplayState => this.#state;

  /** `replayFetch` is the file's `createReplayFetch`, built by the caller so that the replayer loads with an import, not with this store. */
  load(file: ImportedSessionFile, fileName: string, replayFetch: typeof fetch): void {
    this.#fetch = replayFetch;
    this.#state = { file, fileName };
    this.#listeners.emit();
  }

  clear(): void {
    this.#fetch = undefined;
    this.#state = { file: undefined, fileName: undefined };
    this.#listeners.emit();
  }

  /** The replay fetch for `url` while a recording of that URL is loaded; undefined otherwise. */
  fetchFor(url: string): typeof fetch | undefined {
    return this.#state.file?.server.url === url ? this.#fetch : undefined;
  }
}

/** The app's one replay store (wired into the session's fetch resolution by the app layer). */
export const replayStore = new ReplayStore();
