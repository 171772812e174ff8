import { describe, expect, it } from 'vitest';
import { BodyCapture, utf8Length } from './body-capture';

describe('utf8Length', () => {
  it('counts the bytes TextEncoder would produce, surrogates included', () => {
    const encoder = new TextEncoder();
    for (const text of ['', 'ascii', 'é', '€', '😀', 'a😀b', '\ud800', '\udc00x', 'x\ud800', 'ü € 😀 \ud83d end']) {
      expect(utf8Length(text)).toBe(encoder.encode(text).length);
    }
  });
});

describe('BodyCapture', () => {
  it('keeps at most maxChars but counts every byte', () => {
    const capture = new BodyCapture(3);
    capture.append('ab€');
    capture.append('def');
    expect(capture.snapshot()).toEqual({ text: 'ab€', bytes: 8, truncated: true });
  });
});
