import { z } from 'zod';

/**
 * Prompt argument drafts per server and prompt, in localStorage so they survive a reload
 * (design.md: versioned key, validated on read). Arguments are user data, not secrets.
 */
const PREFIX = 'mcp-console.prompt-draft.v1';
const Draft = z.record(z.string(), z.string());

export type PromptDraft = Record<string, string>;
type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function key(serverUrl: string, promptName: string): string {
  return `${PREFIX}:${JSON.stringify([serverUrl, promptName])}`;
}

function browserStorage(): DraftStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be disabled (privacy mode, sandboxed iframe): drafts then last for the page.
    return undefined;
  }
}

export function loadPromptDraft(serverUrl: string, promptName: string, storage = browserStorage()): PromptDraft {
  try {
    const raw = storage?.getItem(key(serverUrl, promptName));
    if (typeof raw !== 'string') return {};
    const parsed = Draft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function savePromptDraft(serverUrl: string, promptName: string, draft: PromptDraft, storage = browserStorage()): void {
  try {
    const filled = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ''));
    if (Object.keys(filled).length === 0) storage?.removeItem(key(serverUrl, promptName));
    else storage?.setItem(key(serverUrl, promptName), JSON.stringify(filled));
  } catch {
    // Quota exceeded or storage disabled: the draft stays in memory only.
  }
}
