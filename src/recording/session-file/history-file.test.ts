import { describe, expect, it } from 'vitest';
import type { ServerHistory } from '../history/types';
import { buildSessionFile } from './build';
import { parseSessionFile } from './schema';

const URL_ = 'http://127.0.0.1:4510/mcp';
const history: ServerHistory = {
  calls: [{ id: 'a-1', method: 'tools/call', target: 'echo', params: { name: 'echo', arguments: { text: 'one' } }, result: { content: [{ type: 'text', text: 'one' }] }, startedAt: 1, durationMs: 4 }],
  collections: [{ name: 'smoke', items: [{ method: 'tools/call', target: 'echo', params: { name: 'echo', arguments: { text: 'one' } }, savedResult: { content: [] }, savedError: undefined, expectSame: true }] }],
};

function file(withHistory: boolean) {
  return buildSessionFile({ url: URL_, negotiation: undefined, description: undefined, traffic: { exchanges: [], frames: [] }, now: new Date(0), ...(withHistory ? { history } : {}) });
}

describe('History in the session file (since version 2)', () => {
  it('is written with the file and read back', () => {
    const written = file(true);
    expect(written.version).toBe(3);
    const parsed = parseSessionFile(JSON.stringify(written));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.file.history?.calls.map((c) => c.target)).toEqual(['echo']);
    expect(parsed.file.history?.collections[0]).toMatchObject({ name: 'smoke', items: [{ expectSame: true }] });
  });

  it('still imports a version 1 file, which has no History', () => {
    const { history: _none, ...old } = { ...file(false), version: 1 };
    const parsed = parseSessionFile(JSON.stringify(old));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.file.version).toBe(1);
    expect(parsed.file.history).toBeUndefined();
  });

  it('rejects a malformed History with where it is wrong', () => {
    const bad = { ...file(false), history: { calls: [{ id: 'x', method: 'tools/list' }], collections: [] } };
    const parsed = parseSessionFile(JSON.stringify(bad));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain('history.calls.0');
  });

  it('rejects an unknown version', () => {
    expect(parseSessionFile(JSON.stringify({ ...file(false), version: 4 })).ok).toBe(false);
  });
});
