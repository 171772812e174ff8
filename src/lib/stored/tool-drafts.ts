/**
 * The Tools panel's argument drafts per server and tool (the QA panel's Fuzz section leaves one
 * for a finding it opens there), kept in localStorage so they survive a
 * reload (design.md "Stores outside React": versioned, validated on read).
 * Arguments are user data, not secrets; header values never go here.
 */
const PREFIX = 'mcp-console.tool-draft.v1';

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function draftKey(serverUrl: string, toolName: string): string {
  return `${PREFIX}:${JSON.stringify([serverUrl, toolName])}`;
}

function isDraftStorage(value: unknown): value is DraftStorage {
  return typeof value === 'object' && value !== null && 'getItem' in value && 'setItem' in value && 'removeItem' in value && typeof value.removeItem === 'function';
}

function defaultStorage(): DraftStorage | undefined {
  try {
    // lib/ compiles without the DOM types: the page's localStorage is read off the global.
    const candidate: unknown = Reflect.get(globalThis, 'localStorage');
    return isDraftStorage(candidate) ? candidate : undefined;
  } catch {
    // Storage can be disabled (privacy mode, sandboxed iframe): drafts then last for the page.
    return undefined;
  }
}

export function loadDraft(serverUrl: string, toolName: string, storage = defaultStorage()): string | undefined {
  try {
    const raw = storage?.getItem(draftKey(serverUrl, toolName));
    return typeof raw === 'string' ? raw : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(serverUrl: string, toolName: string, text: string, storage = defaultStorage()): void {
  try {
    if (text.trim() === '' || text.trim() === '{}') storage?.removeItem(draftKey(serverUrl, toolName));
    else storage?.setItem(draftKey(serverUrl, toolName), text);
  } catch {
    // Quota exceeded or storage disabled: the draft stays in memory only.
  }
}
