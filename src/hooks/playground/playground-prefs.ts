import { isRecord } from '../../lib/is-record';
import type { KeyValueStorage } from '../../lib/stored/browser-storage';

/**
 * What the user set up in the playground, kept in localStorage so a reload loses nothing typed:
 * the message being typed and the resources attached to it, the system prompt, temperature, max tokens and which tools are offered. Versioned and checked on
 * read; another version or a broken value reads as the defaults. Never the key.
 */
export interface PlaygroundPrefs {
  system: string;
  temperature: number | undefined;
  maxTokens: number;
  enabledTools: Record<string, boolean>;
  /** The message being typed, not yet sent. */
  draft: string;
  /** The URIs of the resources attached to that message, read when it is sent. */
  attachments: string[];
}

const KEY = 'mcp-console.playground.v1';

export const DEFAULT_MAX_TOKENS = 1024;

export const DEFAULT_PREFS: PlaygroundPrefs = { system: '', temperature: undefined, maxTokens: DEFAULT_MAX_TOKENS, enabledTools: {}, draft: '', attachments: [] };

function booleans(value: unknown): Record<string, boolean> {
  if (!isRecord(value)) return {};
  const out: Record<string, boolean> = {};
  for (const [name, enabled] of Object.entries(value)) if (typeof enabled === 'boolean') out[name] = enabled;
  return out;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

export function readPrefs(storage: KeyValueStorage | undefined): PlaygroundPrefs {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(KEY) ?? 'null');
  } catch {
    return DEFAULT_PREFS;
  }
  if (!isRecord(parsed)) return DEFAULT_PREFS;
  const temperature = parsed['temperature'];
  return {
    system: typeof parsed['system'] === 'string' ? parsed['system'] : '',
    temperature: typeof temperature === 'number' && Number.isFinite(temperature) ? temperature : undefined,
    maxTokens: positiveInteger(parsed['maxTokens']) ?? DEFAULT_MAX_TOKENS,
    enabledTools: booleans(parsed['enabledTools']),
    draft: typeof parsed['draft'] === 'string' ? parsed['draft'] : '',
    attachments: strings(parsed['attachments']),
  };
}

export function writePrefs(storage: KeyValueStorage | undefined, prefs: PlaygroundPrefs): void {
  try {
    storage?.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Quota exceeded or storage disabled: the settings last for the page.
  }
}
