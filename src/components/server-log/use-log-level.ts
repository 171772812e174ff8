import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { McpSession } from '../../protocol';
import { declaresCapability } from '../../protocol/session/offered';
import { applyLogLevel, defaultLogLevel, loadLogLevel, saveLogLevel, type LogLevelSetting } from '../../protocol/server-features/server-log';

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * The level the user asks the server to log at, remembered per server; until they choose, `info`
 * from a server that declares `logging` (`defaultLogLevel`). Mounting puts the level in force (a
 * legacy server hears `logging/setLevel` once per session); a change is saved and applied at once.
 */
export function useLogLevel(session: McpSession) {
  const [chosen, setChosen] = useState<LogLevelSetting | undefined>(() => loadLogLevel(session.url));
  const [error, setError] = useState<string | undefined>(undefined);
  const subscribe = useCallback((listener: () => void) => session.status.subscribe(listener), [session]);
  const status = useSyncExternalStore(subscribe, () => session.status.getSnapshot());
  const capabilities = status.state === 'connected' ? status.server.capabilities : undefined;
  const level = chosen ?? defaultLogLevel(capabilities);
  // Without a connection the control stays usable; a server that declares no `logging` gets no level at all.
  const offered = capabilities === undefined || declaresCapability(capabilities, 'logging');

  useEffect(() => {
    if (session.logLevel === level) return;
    applyLogLevel(session, level).catch((err: unknown) => setError(`logging/setLevel failed: ${errorText(err)}`));
  }, [session, level]);

  const change = (next: LogLevelSetting) => {
    saveLogLevel(session.url, next);
    setError(undefined);
    setChosen(next);
  };
  return { level, change, error, offered };
}
