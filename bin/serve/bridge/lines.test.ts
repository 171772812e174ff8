import { describe, expect, it } from 'vitest';
import { cutLineText, LineSplitter, type SplitLine } from './lines';

function split(chunks: readonly string[], limits = { max: 16, kept: 4 }): SplitLine[] {
  const lines: SplitLine[] = [];
  const splitter = new LineSplitter((line) => lines.push(line), limits);
  for (const chunk of chunks) splitter.push(Buffer.from(chunk));
  splitter.end();
  return lines;
}

describe('LineSplitter', () => {
  it('splits at newlines across chunks, drops a \\r before the newline, and keeps a last line without one', () => {
    expect(split(['a\r\nb', 'c\n\nd']).map((l) => [l.text, l.cut])).toEqual([
      ['a', false],
      ['bc', false],
      ['', false],
      ['d', false],
    ]);
  });

  it('cuts a line over the cap to its first bytes, counts all of it, and goes on with the next line', () => {
    const lines = split(['0123456789', '0123456789', '0123456789\nnext\n']);
    expect(lines).toEqual([
      { text: '0123', bytes: 30, cut: true, kept: 4 },
      { text: 'next', bytes: 4, cut: false, kept: 4 },
    ]);
    expect(cutLineText(lines[0] ?? { text: '', bytes: 0, cut: false, kept: 0 })).toBe('0123… [line cut: it was 30 bytes long; only its first 4 are kept]');
  });

  it('a line exactly at the cap is whole', () => {
    expect(split(['0123456789abcdef\n'])).toEqual([{ text: '0123456789abcdef', bytes: 16, cut: false, kept: 16 }]);
  });
});
