import { describe, expect, it } from 'vitest';
import { ReplayStore } from '../../features/session-file';
import { buildSessionFile } from '../../recording/session-file/build';
import { parseSessionFile, type ImportedSessionFile } from '../../recording/session-file/schema';
import { createReplayFetch } from '../../recording/session-file/replay-fetch';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { showReplayedUrl } from './replay-draft';

function recordingOf(url: string): ImportedSessionFile {
  const traffic = new TrafficLog({ schedule: () => undefined }).getSnapshot();
  const file = buildSessionFile({ url, negotiation: undefined, description: undefined, traffic, now: new Date() });
  const parsed = parseSessionFile(JSON.stringify(file));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.file;
}

/** Loads a recording as Import session does. */
function loadInto(replay: ReplayStore, file: ImportedSessionFile, fileName: string): void {
  replay.load(file, fileName, createReplayFetch(file));
}

/** A replay store and a Server URL box holding `initial`, joined by `showReplayedUrl`. */
function joined(initial: string) {
  const replay = new ReplayStore();
  const box = { draft: initial, setDraftUrl: (url: string) => void (box.draft = url) };
  showReplayedUrl(replay, box);
  return { replay, box };
}

describe('showReplayedUrl', () => {
  it('puts the recorded server URL in the Server URL box when a recording is imported', () => {
    const { replay, box } = joined('http://127.0.0.1:5000/mcp');
    loadInto(replay, recordingOf('http://127.0.0.1:4999/mcp'), 'session.json');
    expect(box.draft).toBe('http://127.0.0.1:4999/mcp');
  });

  it('leaves what the user types alone while the same recording stays loaded, and after Leave replay', () => {
    const { replay, box } = joined('');
    loadInto(replay, recordingOf('http://127.0.0.1:4999/mcp'), 'session.json');
    box.setDraftUrl('http://127.0.0.1:6000/mcp');
    replay.clear();
    expect(box.draft).toBe('http://127.0.0.1:6000/mcp');
  });

  it('shows the second recording when another file is imported over the first', () => {
    const { replay, box } = joined('');
    loadInto(replay, recordingOf('http://127.0.0.1:4999/mcp'), 'a.json');
    loadInto(replay, recordingOf('http://127.0.0.1:4998/mcp'), 'b.json');
    expect(box.draft).toBe('http://127.0.0.1:4998/mcp');
  });
});
