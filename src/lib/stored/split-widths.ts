import { browserStorage, type KeyValueStorage } from './browser-storage';

/** Widths of resizable list panes by panel id, remembered in localStorage (versioned). */
const KEY = 'mcp-console.split-widths';
const VERSION = 1;

type WidthStorage = KeyValueStorage;

function readAll(storage: WidthStorage | undefined): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || !('version' in parsed) || parsed.version !== VERSION || !('widths' in parsed)) return {};
    const widths = parsed.widths;
    if (typeof widths !== 'object' || widths === null) return {};
    return Object.fromEntries(Object.entries(widths).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
  } catch {
    return {};
  }
}

export function loadSplitWidth(panel: string, storage: WidthStorage | undefined = browserStorage()): number | undefined {
  return readAll(storage)[panel];
}

export function saveSplitWidth(panel: string, width: number, storage: WidthStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ version: VERSION, widths: { ...readAll(storage), [panel]: Math.round(width) } }));
  } catch {
    // Storage full or disabled: the width holds for this page only.
  }
}

/** `width` kept within [min, max]. */
export function clampWidth(width: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, width));
}
