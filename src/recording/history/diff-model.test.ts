import { describe, expect, it } from 'vitest';
import { diffOutcomes, lineRows, sameOutcome } from './diff-model';

describe('the diff of two results', () => {
  it('is empty for equal results', () => {
    const result = { content: [{ type: 'text', text: 'same' }] };
    expect(diffOutcomes({ result }, { result: structuredClone(result) })).toEqual({ same: true, changes: [] });
    expect(sameOutcome({ result }, { result })).toBe(true);
  });

  it('names the path of each structural change and diffs changed text by line', () => {
    const a = { result: { content: [{ type: 'text', text: 'alpha\nbeta\ngamma\n' }], structuredContent: { n: 1, gone: true } } };
    const b = { result: { content: [{ type: 'text', text: 'alpha\nBETA\ngamma\n' }], structuredContent: { n: 2, added: 'x' } } };
    const diff = diffOutcomes(a, b);
    expect(diff.same).toBe(false);
    expect(diff.changes.map((c) => [c.path, c.kind, c.before, c.after])).toEqual(
      expect.arrayContaining([
        ['result.content[0].text', 'changed', 'alpha\nbeta\ngamma\n', 'alpha\nBETA\ngamma\n'],
        ['result.structuredContent.n', 'changed', '1', '2'],
        ['result.structuredContent.gone', 'removed', 'true', undefined],
        ['result.structuredContent.added', 'added', undefined, 'x'],
      ]),
    );
    const text = diff.changes.find((c) => c.path === 'result.content[0].text');
    expect(text?.lines).toEqual([
      { left: { text: 'alpha', changed: false }, right: { text: 'alpha', changed: false } },
      { left: { text: 'beta', changed: true }, right: { text: 'BETA', changed: true } },
      { left: { text: 'gamma', changed: false }, right: { text: 'gamma', changed: false } },
    ]);
  });

  it('compares images by size and hash', () => {
    const image = (bytes: number, sha256: string) => ({ result: { content: [{ type: 'image', mimeType: 'image/png', data: { bytes, sha256 } }] } });
    expect(diffOutcomes(image(10, 'aa'), image(10, 'aa')).same).toBe(true);
    expect(diffOutcomes(image(10, 'aa'), image(12, 'bb')).changes.map((c) => c.path)).toEqual(['result.content[0].data.bytes', 'result.content[0].data.sha256']);
  });

  it('sets an error against a result', () => {
    const diff = diffOutcomes({ result: { content: [] } }, { error: { message: 'boom', code: -32603 } });
    expect(diff.changes.map((c) => [c.path, c.kind])).toEqual([
      ['result', 'removed'],
      ['error', 'added'],
    ]);
  });

  it('pads unequal changed blocks line by line', () => {
    expect(lineRows('a\nb\n', 'a\nc\nd\n')).toEqual([
      { left: { text: 'a', changed: false }, right: { text: 'a', changed: false } },
      { left: { text: 'b', changed: true }, right: { text: 'c', changed: true } },
      { left: undefined, right: { text: 'd', changed: true } },
    ]);
  });
});
