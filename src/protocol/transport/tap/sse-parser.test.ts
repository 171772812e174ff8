import { describe, expect, it } from 'vitest';
import { createSseParser, type ParsedSseEvent } from './sse-parser';

function parseChunks(chunks: string[]): ParsedSseEvent[] {
  const events: ParsedSseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('parses event, id and data fields', () => {
    expect(parseChunks(['event: message\nid: 7\ndata: {"a":1}\n\n'])).toEqual([
      { event: 'message', id: '7', data: '{"a":1}' },
    ]);
  });

  it('joins multi-line data with newlines and ignores comments', () => {
    expect(parseChunks([': keep-alive\n', 'data: line1\ndata: line2\n\n'])).toEqual([
      { event: undefined, id: undefined, data: 'line1\nline2' },
    ]);
  });

  it('handles CRLF line endings and chunks split mid-line', () => {
    expect(parseChunks(['da', 'ta: {"x"', ':2}\r', '\n\r\ndata: b\r\n\r\n'])).toEqual([
      { event: undefined, id: undefined, data: '{"x":2}' },
      { event: undefined, id: undefined, data: 'b' },
    ]);
  });

  it('discards an event the stream ended without terminating (WHATWG: pending data is dropped at EOF)', () => {
    expect(parseChunks(['data: done\n\n', 'data: partial\n'])).toEqual([
      { event: undefined, id: undefined, data: 'done' },
    ]);
  });
});
