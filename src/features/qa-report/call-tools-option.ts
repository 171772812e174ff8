import { useCallback, useState } from 'react';

/** Versioned, so a later shape of this setting never misreads an old value. */
const KEY = 'mcp-console.qa.call-tools.v1';

type OptionStorage = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: OptionStorage): boolean {
  try {
    return storage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The QA panel's opt-in to call read-only tools, remembered in this browser: calling a
 * server's tools is a choice the user makes once for their workflow, not per run.
 */
export function useCallToolsOption(storage: OptionStorage = window.localStorage): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => read(storage));
  const set = useCallback(
    (next: boolean) => {
      setOn(next);
      try {
        storage.setItem(KEY, String(next));
      } catch {
        // Storage full or blocked: the choice still holds for this page.
      }
    },
    [storage],
  );
  return [on, set];
}
