import { describe, expect, it } from 'vitest';
import { base64ByteLength, duplicates, isAbsoluteUri, isBase64, isMimeType, utf8ByteLength } from './values';

describe('conformance value helpers', () => {
  it('accepts only canonical base64 and counts its decoded bytes', () => {
    expect(isBase64('AAAA')).toBe(true);
    expect(isBase64('aGk=')).toBe(true);
    expect(isBase64('not base64!')).toBe(false);
    expect(isBase64('aGk')).toBe(false);
    expect(base64ByteLength(btoa('hello'))).toBe(5);
    expect(base64ByteLength('')).toBe(0);
  });

  it('counts UTF-8 bytes, not UTF-16 code units', () => {
    expect(utf8ByteLength('é')).toBe(2);
  });

  it('tells absolute URIs from text', () => {
    expect(isAbsoluteUri('demo://users/1/profile')).toBe(true);
    expect(isAbsoluteUri('file:///tmp/a.txt')).toBe(true);
    expect(isAbsoluteUri('not a uri')).toBe(false);
    expect(isAbsoluteUri('/relative/path')).toBe(false);
  });

  it('checks MIME types are type/subtype', () => {
    expect(isMimeType('text/markdown; charset=utf-8')).toBe(true);
    expect(isMimeType('text')).toBe(false);
  });

  it('finds values listed twice', () => {
    expect(duplicates(['a', 'b', 'a', 'c', 'b'])).toEqual(['a', 'b']);
  });
});
