import type { ComponentType } from 'react';
import { replayStore } from '../features/session-file';
import { useConnectionStatus } from '../hooks/use-session';
import { useStore } from '../hooks/use-store';
import type { PanelProps } from '../lib/deep-link';
import type { HttpExchange, RpcFrame } from '../protocol/types';

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

/** What a panel replays from an imported recording: its exchanges and frames as recorded. */
export interface RecordingProps {
  recording?: { exchanges: readonly HttpExchange[]; frames: readonly RpcFrame[] } | undefined;
}

/** Hands a panel the imported recording while it is replayed (the Timeline draws it as recorded). */
export function withRecording(Panel: ComponentType<PanelProps & RecordingProps>): ComponentType<PanelProps> {
  return function RecordingAware(props: PanelProps) {
    const replay = useStore(replayStore);
    return <Panel {...props} recording={useReplayed() ? replay.file : undefined} />;
  };
}
