import type { ComponentType } from 'react';
import { replayStore } from '../features/session-file';
import { useConnectionStatus } from '../hooks/use-session';
import { useStore } from '../hooks/use-store';
import type { PanelProps } from '../lib/deep-link';

/** Whether the connected session answers from an imported recording (the session-file feature's replay store). */
function useReplayed(): boolean {
  const replay = useStore(replayStore);
  const status = useConnectionStatus();
  return replay.file !== undefined && status.state !== 'idle' && status.url === replay.file.server.url;
}

/** Hands a panel the replay flag; features cannot read another feature's store, the app can. */
export function withReplayFlag(Panel: ComponentType<PanelProps & { replayed?: boolean }>): ComponentType<PanelProps> {
  return function ReplayAware(props: PanelProps) {
    return <Panel {...props} replayed={useReplayed()} />;
  };
}
