import { useCallback, useState } from 'react';

const PREFIX = 'mcp-console.view-state.v1:';

/** This tab's sessionStorage, or undefined where storage is disabled (privacy mode, sandboxed frame). */
function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function read<T>(key: string, fallback: T, decode: (raw: unknown) => T | undefined): T {
  try {
    const raw = tabStorage()?.getItem(PREFIX + key);
    if (raw === null || raw === undefined) return fallback;
    return decode(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * `useState` for what a user typed into a panel's filter: kept in this tab's sessionStorage, so
 * it survives the panel unmounting on a tab switch and a reload, but not into a fresh tab. The
 * stored value is decoded on read (anything else reads as `fallback`), and the fallback itself
 * is never stored.
 */
export function useRememberedState<T>(key: string, fallback: T, decode: (raw: unknown) => T | undefined): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, fallback, decode));
  const set = useCallback(
    (next: T) => {
      setValue(next);
      try {
        const storage = tabStorage();
        if (JSON.stringify(next) === JSON.stringify(fallback)) storage?.removeItem(PREFIX + key);
        else storage?.setItem(PREFIX + key, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the value still lasts while the panel is open.
      }
    },
    // `fallback` is a constant of the caller; its identity must not re-create the setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return [value, set];
}

/** Decodes a stored string (a filter's text). */
export function asString(raw: unknown): string | undefined {
  return typeof raw === 'string' ? raw : undefined;
}
