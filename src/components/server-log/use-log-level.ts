import { useEffect, useState } from 'react';
import type { McpSession } from '../../protocol';
import { applyLogLevel, loadLogLevel, saveLogLevel, type LogLevelSetting } from '../../protocol/server-log';

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * The level the user asks the server to log at, remembered per server. Mounting puts a remembered
 * level in force (a legacy server hears `logging/setLevel` once per session); a change is saved
 * and applied at once.
 */
export function useLogLevel(session: McpSession) {
  const [level, setLevel] = useState<LogLevelSetting>(() => loadLogLevel(session.url));
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (session.logLevel === level) return;
    applyLogLevel(session, level).catch((err: unknown) => setError(`logging/setLevel failed: ${errorText(err)}`));
  }, [session, level]);

  const change = (next: LogLevelSetting) => {
    saveLogLevel(session.url, next);
    setError(undefined);
    setLevel(next);
  };
  return { level, change, error };
}
