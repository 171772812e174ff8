/** The part of Web Storage the console's persisted settings use; lib/ compiles without the DOM types. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function isStorage(value: unknown): value is KeyValueStorage {
  return typeof value === 'object' && value !== null && 'getItem' in value && typeof value.getItem === 'function' && 'setItem' in value && typeof value.setItem === 'function';
}

/** The page's localStorage, or undefined outside a browser or where storage is disabled (privacy mode, sandboxed frame). */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    const candidate: unknown = Reflect.get(globalThis, 'localStorage');
    return isStorage(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}
