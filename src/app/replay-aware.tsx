import { useMemo, type ComponentType } from 'react';
import { recordedTimelineSources, type RecordedTimelineSources } from '../cache/timeline';
import { replayStore } from '../features/session-file';
import { useConnectionStatus } from '../hooks/session/use-session';
import { useStore } from '../hooks/use-store';
import type { PanelProps } from '../lib/urls/deep-link';

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

/** What a panel replays from an imported recording: its exchanges, frames, auth steps and invalidations as recorded. */
export interface RecordingProps {
  recording?: RecordedTimelineSources | undefined;
}

/** Hands a panel the imported recording while it is replayed (the Timeline draws it as recorded). */
export function withRecording(Panel: ComponentType<PanelProps & RecordingProps>): ComponentType<PanelProps> {
  return function RecordingAware(props: PanelProps) {
    const { file } = useStore(replayStore);
    // Shaped once per file: the Timeline derives a recording once, keyed by this object.
    const sources = useMemo(() => (file === undefined ? undefined : recordedTimelineSources(file)), [file]);
    return <Panel {...props} recording={useReplayed() ? sources : undefined} />;
  };
}
