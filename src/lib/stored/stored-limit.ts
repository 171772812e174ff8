import { browserStorage, type KeyValueStorage } from './browser-storage';

/** A log bound the user can set: where it is kept, its range, and the default outside it. */
export interface LimitSetting {
  key: string;
  min: number;
  max: number;
  fallback: number;
}

export function isValidLimit(setting: LimitSetting, value: number): boolean {
  return Number.isInteger(value) && value >= setting.min && value <= setting.max;
}

/** The stored bound, validated at the storage boundary: anything else reads as the default. */
export function storedLimit(setting: LimitSetting, storage: Pick<KeyValueStorage, 'getItem'> | undefined = browserStorage()): number {
  const raw = Number(storage?.getItem(setting.key) ?? Number.NaN);
  return isValidLimit(setting, raw) ? raw : setting.fallback;
}

export function storeLimit(setting: LimitSetting, value: number, storage: Pick<KeyValueStorage, 'setItem'> | undefined = browserStorage()): void {
  if (isValidLimit(setting, value)) storage?.setItem(setting.key, String(value));
}

/** The traffic and invalidation log bounds (Traffic and Cache panels), kept in this browser. */
export const EXCHANGES_KEPT: LimitSetting = { key: 'mcp-console.exchanges-kept', min: 100, max: 50_000, fallback: 2_000 };
export const FRAMES_KEPT: LimitSetting = { key: 'mcp-console.frames-kept', min: 500, max: 200_000, fallback: 10_000 };
export const INVALIDATIONS_KEPT: LimitSetting = { key: 'mcp-console.invalidations-kept', min: 50, max: 50_000, fallback: 500 };
