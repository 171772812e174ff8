import { browserStorage, type KeyValueStorage } from '../../lib/stored/browser-storage';
import { Listeners } from '../../lib/listeners';
import type { ConversationEntry, ModelLog, ModelMessage, ModelSettings, SavedConversation } from '../../models';
import { DEFAULT_PREFS, readPrefs, writePrefs, type PlaygroundPrefs } from './playground-prefs';

export interface PlaygroundState {
  system: string;
  temperature: number | undefined;
  maxTokens: number;
  entries: ConversationEntry[];
  /** The model or a tool is running: `Send` waits, `Stop` shows. */
  busy: boolean;
  /** By MCP tool name; a tool not named here is offered. */
  enabledTools: Record<string, boolean>;
  /** The per-session switch: read-only tools run without asking. */
  autoRunReadOnly: boolean;
  /** The message being typed (kept across reloads). */
  draft: string;
  /** The URIs of the resources attached to the message being typed (kept across reloads). */
  attachments: string[];
  /** Messages wait for the panel (`Run in playground`); the panel takes them with `takeQueued`. */
  queued: boolean;
  /** Bumped when a conversation is loaded or cleared, so the panel drops what it was doing. */
  generation: number;
}

/**
 * The playground's conversation and set-up, one per page (`playgroundStore`), outside React so
 * that `Run in playground` and session files reach it without the panel being open. The set-up
 * and the draft persist (`playground-prefs.ts`); the conversation lives as long as the page.
 */
export class PlaygroundStore {
  readonly #listeners = new Listeners();
  readonly #storage: KeyValueStorage | undefined;
  #state: PlaygroundState;
  #queue: readonly ModelMessage[] | undefined;

  constructor(storage: KeyValueStorage | undefined = browserStorage()) {
    this.#storage = storage;
    const prefs = readPrefs(storage);
    this.#state = { ...prefs, entries: [], busy: false, autoRunReadOnly: false, queued: false, generation: 0 };
  }

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): PlaygroundState => this.#state;

  #set(change: Partial<PlaygroundState>): void {
    this.#state = { ...this.#state, ...change };
    this.#listeners.emit();
  }

  #setPrefs(change: Partial<PlaygroundPrefs>): void {
    this.#set(change);
    const { system, temperature, maxTokens, enabledTools, draft, attachments } = this.#state;
    writePrefs(this.#storage, { system, temperature, maxTokens, enabledTools, draft, attachments });
  }

  setSystem(system: string): void {
    this.#setPrefs({ system });
  }

  setTemperature(temperature: number | undefined): void {
    this.#setPrefs({ temperature });
  }

  setMaxTokens(maxTokens: number): void {
    this.#setPrefs({ maxTokens: Number.isInteger(maxTokens) && maxTokens > 0 ? maxTokens : DEFAULT_PREFS.maxTokens });
  }

  setDraft(draft: string): void {
    this.#setPrefs({ draft });
  }

  /** Attaches a resource to the message being typed; one already attached is not attached twice. */
  attach(uri: string): void {
    const target = uri.trim();
    if (target !== '' && !this.#state.attachments.includes(target)) this.#setPrefs({ attachments: [...this.#state.attachments, target] });
  }

  detach(uri: string): void {
    this.#setPrefs({ attachments: this.#state.attachments.filter((attached) => attached !== uri) });
  }

  setAttachments(attachments: readonly string[]): void {
    this.#setPrefs({ attachments: [...attachments] });
  }

  setToolEnabled(toolName: string, enabled: boolean): void {
    this.#setPrefs({ enabledTools: { ...this.#state.enabledTools, [toolName]: enabled } });
  }

  setAutoRunReadOnly(autoRunReadOnly: boolean): void {
    this.#set({ autoRunReadOnly });
  }

  setBusy(busy: boolean): void {
    if (busy !== this.#state.busy) this.#set({ busy });
  }

  append(entry: ConversationEntry): void {
    this.#set({ entries: [...this.#state.entries, entry] });
  }

  /** Changes one entry in place (streamed text, a decision, a result); an entry no longer there is left alone. */
  update(id: string, change: (entry: ConversationEntry) => ConversationEntry): void {
    const index = this.#state.entries.findIndex((entry) => entry.id === id);
    const current = this.#state.entries[index];
    if (current === undefined) return;
    const entries = [...this.#state.entries];
    entries[index] = change(current);
    this.#set({ entries });
  }

  remove(id: string): void {
    this.#set({ entries: this.#state.entries.filter((entry) => entry.id !== id) });
  }

  /** A new conversation; the raw exchanges go with it. */
  clear(log: ModelLog): void {
    log.clear();
    this.#set({ entries: [], busy: false, generation: this.#state.generation + 1 });
  }

  queueRun(messages: readonly ModelMessage[]): void {
    this.#queue = [...(this.#queue ?? []), ...messages];
    this.#set({ queued: true });
  }

  takeQueued(): readonly ModelMessage[] | undefined {
    const queue = this.#queue;
    this.#queue = undefined;
    if (this.#state.queued) this.#set({ queued: false });
    return queue;
  }

  save(log: ModelLog, settings: ModelSettings | undefined): SavedConversation {
    const { system, temperature, maxTokens, entries } = this.#state;
    return { version: 1, settings, system, temperature, maxTokens, entries: [...entries], exchanges: [...log.getSnapshot()] };
  }

  load(conversation: SavedConversation, log: ModelLog): void {
    log.load(conversation.exchanges);
    this.#set({ entries: [...conversation.entries], busy: false, generation: this.#state.generation + 1 });
    this.#setPrefs({ system: conversation.system, temperature: conversation.temperature, maxTokens: conversation.maxTokens });
  }
}
