import { useCallback, useRef, useState } from 'react';
import { downloadText } from '../../../components/download-text';
import { isMcpSession } from '../../../hooks/session/is-mcp-session';
import type { CompareSources } from '../../../hooks/use-compare-sources';
import type { AppSession } from '../../../hooks/session/use-session';
import { buildSnapshot, diffSnapshots, parseSnapshot, snapshotToJson, type ServerSnapshot, type SnapshotDiff } from '../../../qa/snapshot';
import { snapshotFileName } from './download';

export type CompareState =
  | { status: 'idle' }
  | { status: 'working'; message: string }
  | { status: 'done'; diff: SnapshotDiff; against: string }
  | { status: 'error'; message: string };

interface Held {
  url: string | undefined;
  state: CompareState;
}

const IDLE: CompareState = { status: 'idle' };

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Export and Compare of the QA panel (issue 18): the connected server's snapshot is the newer
 * side, a snapshot file or another saved server the older one, so "breaking" means this server
 * broke something its clients relied on. A result belongs to the server it was taken of.
 */
export function useSnapshotCompare(session: AppSession | undefined, sources: CompareSources | undefined) {
  const url = session?.url;
  const [held, setHeld] = useState<Held>({ url, state: IDLE });
  const run = useRef(0);

  const track = useCallback(
    async (message: string, work: () => Promise<CompareState>) => {
      const id = ++run.current;
      setHeld({ url, state: { status: 'working', message } });
      const state = await work().catch((err: unknown): CompareState => ({ status: 'error', message: messageOf(err) }));
      if (id === run.current) setHeld({ url, state });
    },
    [url],
  );

  const current = useCallback(async (): Promise<ServerSnapshot> => {
    if (!isMcpSession(session)) throw new Error('Connect to a server first.');
    return buildSnapshot(session);
  }, [session]);

  const compareWithFile = useCallback(
    (file: File) =>
      track(`Comparing with ${file.name}…`, async () => {
        const parsed = parseSnapshot(await file.text());
        if (!parsed.ok) return { status: 'error', message: `${file.name}: ${parsed.error}` };
        return { status: 'done', diff: diffSnapshots(parsed.snapshot, await current()), against: file.name };
      }),
    [track, current],
  );

  const compareWithServer = useCallback(
    (id: string, name: string) =>
      track(`Comparing with ${name}…`, async () => {
        if (sources === undefined) return { status: 'error', message: 'No saved servers to compare with.' };
        const [other, mine] = await Promise.all([sources.snapshot(id), current()]);
        return { status: 'done', diff: diffSnapshots(other, mine), against: name };
      }),
    [track, current, sources],
  );

  const exportSnapshot = useCallback(
    () =>
      track('Taking a snapshot…', async () => {
        const snapshot = await current();
        downloadText(snapshotFileName(url ?? 'server'), snapshotToJson(snapshot), 'application/json');
        return IDLE;
      }),
    [track, current, url],
  );

  const state = held.url === url ? held.state : IDLE;
  return { state, compareWithFile, compareWithServer, exportSnapshot };
}
