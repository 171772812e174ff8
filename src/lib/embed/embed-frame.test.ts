import { describe, expect, it } from 'vitest';
import { parseEmbedFrame } from './embed-frame';

describe('parseEmbedFrame', () => {
  it('reads the id, the exact parent origin and the height mode', () => {
    expect(parseEmbedFrame('#mcp-embed=abcdef0123&origin=https%3A%2F%2Fdocs.example.com&height=auto&accent=%23c00')).toEqual({
      id: 'abcdef0123',
      parentOrigin: 'https://docs.example.com',
      autoHeight: true,
      accent: '#c00',
      font: undefined,
      inlineWalkthrough: undefined,
    });
  });

  it('is not an embed frame without a valid id or with an origin that is not exactly one', () => {
    expect(parseEmbedFrame('')).toBeUndefined();
    expect(parseEmbedFrame('#mcp-embed=short&origin=https%3A%2F%2Fa.example')).toBeUndefined();
    for (const origin of ['null', '*', 'https://a.example/', 'https://a.example/path', 'javascript:alert(1)']) {
      expect(parseEmbedFrame(`#mcp-embed=abcdef0123&origin=${encodeURIComponent(origin)}`)).toBeUndefined();
    }
  });
});
