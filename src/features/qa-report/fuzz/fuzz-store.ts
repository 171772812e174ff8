import { DEFAULT_CALL_TIMEOUT_MS, DEFAULT_FUZZ_CASES, DEFAULT_FUZZ_SEED, runFuzz, type FuzzFinding, type FuzzReport, type FuzzTransport, type ReproContext } from '../../../qa/fuzz';
import type { ExternalStore } from '../../../protocol/model/types';
import { Listeners } from '../../../lib/listeners';

/** What the user set before a run: the CLI's --seed, --cases and --timeout. */
export interface FuzzSettings {
  seed: number;
  cases: number;
  timeoutMs: number;
}

/**
 * Which tools a run may call. Read-only tools are in unless unticked; any other tool only when
 * ticked by name (the CLI's --allow-tool).
 */
export interface FuzzSelection {
  unticked: readonly string[];
  allowed: readonly string[];
}

export type FuzzStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface FuzzState {
  settings: FuzzSettings;
  selection: FuzzSelection;
  status: FuzzStatus;
  /** Cases answered so far, and the most the chosen tools will be sent. */
  done: number;
  total: number;
  /** The case in flight, e.g. `lookup (limit: maximum)`. */
  current: string | undefined;
  findings: readonly FuzzFinding[];
  /** The finished (or cancelled) run, for export; with what its reproductions need. */
  report: FuzzReport | undefined;
  context: ReproContext | undefined;
  error: string | undefined;
}

export const DEFAULT_SETTINGS: FuzzSettings = { seed: DEFAULT_FUZZ_SEED, cases: DEFAULT_FUZZ_CASES, timeoutMs: DEFAULT_CALL_TIMEOUT_MS };

const INITIAL: FuzzState = {
  settings: DEFAULT_SETTINGS,
  selection: { unticked: [], allowed: [] },
  status: 'idle',
  done: 0,
  total: 0,
  current: undefined,
  findings: [],
  report: undefined,
  context: undefined,
  error: undefined,
};

/** The engine's `tools` and `allowTools` for a selection of the listed read-only tools. */
export function toolOptions(readOnly: readonly string[], selection: FuzzSelection): { tools: string[]; allowTools: string[] } {
  const allowTools = [...selection.allowed];
  if (selection.unticked.length === 0) return { tools: [], allowTools };
  return { tools: [...readOnly.filter((name) => !selection.unticked.includes(name)), ...allowTools], allowTools };
}

/**
 * One server's fuzz run, outside React: the run goes on, and its findings stay, while the QA
 * panel is closed. Nothing starts on its own; `run` is the user's Run.
 */
export class FuzzStore implements ExternalStore<FuzzState> {
  readonly #listeners = new Listeners();
  #state: FuzzState = INITIAL;
  #controller: AbortController | undefined;

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): FuzzState => this.#state;

  setSettings(settings: FuzzSettings): void {
    this.#set({ settings });
  }

  setSelection(selection: FuzzSelection): void {
    this.#set({ selection });
  }

  /** Runs the engine over `open(signal)`'s transport; `readOnly`: the listed read-only tools. */
  async run(open: (signal: AbortSignal) => FuzzTransport, readOnly: readonly string[], context: (settings: FuzzSettings) => ReproContext): Promise<void> {
    if (this.#state.status === 'running') return;
    const controller = new AbortController();
    this.#controller = controller;
    const { settings, selection } = this.#state;
    const findings: FuzzFinding[] = [];
    this.#set({ status: 'running', done: 0, total: 0, current: undefined, findings, report: undefined, context: undefined, error: undefined });
    try {
      const report = await runFuzz(open(controller.signal), {
        ...settings,
        ...toolOptions(readOnly, selection),
        signal: controller.signal,
        onPlan: (plan) => this.#set({ total: plan.reduce((sum, p) => sum + p.cases, 0) }),
        onSend: (tool, c) => this.#set({ current: `${tool} (${c.label})` }),
        onCase: (_tool, _case, finding) => {
          if (finding !== undefined) findings.push(finding);
          this.#set({ done: this.#state.done + 1, findings: [...findings] });
        },
      });
      this.#set({ status: controller.signal.aborted ? 'cancelled' : 'done', current: undefined, report, context: context(settings) });
    } catch (error) {
      this.#set({ status: 'failed', current: undefined, error: error instanceof Error ? error.message : String(error) });
    } finally {
      if (this.#controller === controller) this.#controller = undefined;
    }
  }

  /** Sends nothing more and aborts the call in flight. */
  cancel(): void {
    this.#controller?.abort();
  }

  #set(change: Partial<FuzzState>): void {
    this.#state = { ...this.#state, ...change };
    this.#listeners.emit();
  }
}

const stores = new Map<string, FuzzStore>();

/** The store of one server (by URL), for the page's lifetime. */
export function fuzzStoreFor(serverUrl: string): FuzzStore {
  let store = stores.get(serverUrl);
  if (store === undefined) {
    store = new FuzzStore();
    stores.set(serverUrl, store);
  }
  return store;
}
