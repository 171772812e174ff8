import { describe, expect, it } from 'vitest';
import type { ConnectionStatus, ServerDescription } from '../../protocol/model/types';
import { parseSessionFile } from './schema';
import { exportFileName, sessionFileDownload } from './session-export';

const NOW = new Date('2026-07-28T10:20:30.456Z');
const EMPTY_TRAFFIC = { exchanges: [], frames: [] };
const SERVER: ServerDescription = { info: { name: 'demo', version: '1.0.0' }, capabilities: {}, instructions: undefined, discover: undefined };

describe('session file download', () => {
  it('names the file after the host and the time, with nothing a file system rejects', () => {
    expect(exportFileName('http://127.0.0.1:4328/mcp', NOW, 'json')).toBe('mcp-session-127.0.0.1-4328-2026-07-28T10-20-30-456Z.json');
    expect(exportFileName('not a url', NOW, 'har')).toBe('mcp-session-server-2026-07-28T10-20-30-456Z.har');
  });

  it('offers nothing before a server was chosen', () => {
    expect(sessionFileDownload({ state: 'idle' }, EMPTY_TRAFFIC, NOW)).toBeUndefined();
  });

  it('records the negotiation and server only while connected, and the time of export', () => {
    const connected: ConnectionStatus = {
      state: 'connected',
      url: 'https://mcp.example.test/mcp',
      negotiation: { era: 'modern', protocolVersion: '2026-07-28', probed: true, evidence: [] },
      server: SERVER,
      connectedAt: 0,
      connectMs: 1,
    };
    const download = sessionFileDownload(connected, EMPTY_TRAFFIC, NOW);
    expect(download).toMatchObject({ fileName: 'mcp-session-mcp.example.test-2026-07-28T10-20-30-456Z.json', type: 'application/json' });
    expect(JSON.parse(download?.text ?? '')).toMatchObject({
      format: 'mcp-console-session',
      exportedAt: NOW.toISOString(),
      server: { url: connected.url, negotiation: { protocolVersion: '2026-07-28' }, description: { info: { name: 'demo' } } },
    });

    const closed = sessionFileDownload({ state: 'closed', url: connected.url }, EMPTY_TRAFFIC, NOW);
    expect(JSON.parse(closed?.text ?? '')).toEqual(expect.objectContaining({ server: { url: connected.url } }));
  });

  it('records the roots offered to the server, which import again; with none set the member is left out', () => {
    const closed: ConnectionStatus = { state: 'closed', url: 'http://127.0.0.1:4318/mcp' };
    const roots = [{ uri: 'file:///work/project', name: 'project' }, { uri: 'file:///work/docs' }];
    const text = sessionFileDownload(closed, EMPTY_TRAFFIC, NOW, undefined, { roots })?.text ?? '';
    const parsed = parseSessionFile(text);
    expect(parsed.ok && parsed.file.roots).toEqual(roots);
    expect(JSON.parse(sessionFileDownload(closed, EMPTY_TRAFFIC, NOW, undefined, { roots: [] })?.text ?? '{}')).not.toHaveProperty('roots');
  });
});
