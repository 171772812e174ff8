import { browserStorage, type KeyValueStorage } from '../../../lib/stored/browser-storage';
import { isLogLevelSetting, type LogLevelSetting } from '../../model/log-levels';

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

/** The level the user chose for this server, or undefined while they never chose one. */
export function loadLogLevel(serverUrl: string, storage = browserStorage()): LogLevelSetting | undefined {
  return readAll(storage)[serverUrl];
}

/**
 * The level asked for until the user chooses: `info` from a server that declares `logging`, so a
 * debugging console shows a server's log lines without the user finding two controls first
 * (issue 34); `off` from one that does not, which is never sent anything about logging.
 */
export function defaultLogLevel(capabilities: { logging?: object } | undefined): LogLevelSetting {
  return capabilities?.logging === undefined ? 'off' : 'info';
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
