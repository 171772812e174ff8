import { describe, expect, it } from 'vitest';
import { analyzeContents, contentKind, formatBytes, hexDump, prettyJson } from './analyze';
import { decodeBase64, encodeBase64, isValidBase64 } from './base64';

describe('base64', () => {
  it('accepts canonical base64 and rejects the rest', () => {
    expect(isValidBase64('')).toBe(true);
    expect(isValidBase64('aGVsbG8=')).toBe(true);
    expect(isValidBase64('aGVsbG8')).toBe(false);
    expect(isValidBase64('aGVs bG8=')).toBe(false);
    expect(isValidBase64('a$==')).toBe(false);
    expect(isValidBase64('aGVsbG8=\n')).toBe(false);
  });

  it('round-trips bytes, including large ones', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes);
    expect(decodeBase64('%%%')).toBeUndefined();
  });
});

describe('analyzeContents (spec §13.3)', () => {
  it('flags both text and blob, and neither', () => {
    expect(analyzeContents({ uri: 'x:a', text: 'a', blob: 'YQ==' }).violations[0]).toMatch(/Both "text" and "blob"/);
    expect(analyzeContents({ uri: 'x:a' }).violations[0]).toMatch(/Neither "text" nor "blob"/);
  });

  it('flags invalid and non-canonical base64', () => {
    const broken = analyzeContents({ uri: 'x:a', mimeType: 'image/png', blob: '!!!' });
    expect(broken.violations).toEqual(['"blob" is not valid base64.']);
    expect(broken.bytes).toHaveLength(0);
    const unpadded = analyzeContents({ uri: 'x:a', mimeType: 'application/octet-stream', blob: 'YWI' });
    expect(unpadded.violations[0]).toMatch(/not canonical/);
    expect(Array.from(unpadded.bytes)).toEqual([97, 98]);
  });

  it('measures text as UTF-8 bytes', () => {
    expect(analyzeContents({ uri: 'x:a', text: 'é' }).bytes).toHaveLength(2);
  });

  it('picks a viewer by MIME type, then by extension', () => {
    expect(contentKind('application/json', 'x:a', true)).toBe('json');
    expect(contentKind('application/vnd.api+json', 'x:a', true)).toBe('json');
    expect(contentKind(undefined, 'file:///a/b.json', true)).toBe('json');
    expect(contentKind('text/markdown', 'x:a', true)).toBe('markdown');
    expect(contentKind('text/plain', 'file:///src/main.ts', true)).toBe('code');
    expect(contentKind('image/svg+xml', 'x:a.svg', true)).toBe('image');
    expect(contentKind('audio/wav', 'x:a', false)).toBe('audio');
    expect(contentKind('application/octet-stream', 'x:a', false)).toBe('binary');
    expect(contentKind('text/plain', 'x:a', true)).toBe('text');
  });
});

describe('formatting', () => {
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MiB');
    expect(formatBytes(300 * 1024)).toBe('300 KiB');
  });

  it('pretty-prints JSON and leaves broken JSON as sent', () => {
    expect(prettyJson('{"a":1}')).toEqual({ text: '{\n  "a": 1\n}', valid: true });
    expect(prettyJson('{a')).toEqual({ text: '{a', valid: false });
  });

  it('dumps hex with offsets and ASCII, capped', () => {
    const dump = hexDump(new Uint8Array([0x50, 0x4e, 0x47, 0x00]));
    expect(dump.lines).toBe(`00000000  50 4e 47 00${' '.repeat(36)}  PNG.`);
    expect(hexDump(new Uint8Array(5000)).truncated).toBe(true);
  });
});
