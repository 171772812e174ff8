import { browserStorage, type KeyValueStorage } from '../../lib/browser-storage';
import { isLogLevelSetting, type LogLevelSetting } from './levels';

/** Versioned: `{ [serverUrl]: level }`, validated on read. */
const KEY = 'mcp-console.server-log-level.v1';

function readAll(storage: KeyValueStorage | undefined): Record<string, LogLevelSetting> {
  try {
    const raw = storage?.getItem(KEY);
    const parsed: unknown = raw === null || raw === undefined ? {} : JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, LogLevelSetting] => isLogLevelSetting(entry[1])));
  } catch {
    return {};
  }
}

/** The level the user chose for this server; `off` until they choose one. */
export function loadLogLevel(serverUrl: string, storage = browserStorage()): LogLevelSetting {
  return readAll(storage)[serverUrl] ?? 'off';
}

export function saveLogLevel(serverUrl: string, level: LogLevelSetting, storage = browserStorage()): void {
  try {
    const all = readAll(storage);
    all[serverUrl] = level;
    storage?.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the choice lasts for this page only.
  }
}
