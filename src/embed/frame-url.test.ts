import { describe, expect, it } from 'vitest';
import { frameUrl, type FrameInput } from './frame-url';

const input = (attributes: Record<string, string | null>, extra: Partial<FrameInput> = {}): FrameInput => ({
  src: 'https://console.example/app/',
  attributes,
  id: 'abcdef0123',
  hostOrigin: 'https://docs.example',
  baseUrl: 'https://docs.example/guide/page.html',
  accent: '',
  font: '',
  inlineWalkthrough: undefined,
  ...extra,
});

describe('frameUrl', () => {
  it('puts the deep-link attributes in the query and the frame-only values in the fragment', () => {
    const url = frameUrl(input({ panels: 'prompts', prompt: 'code-review', theme: 'dark', walkthrough: 'tour.yaml', height: null }, { accent: '#c00' }));
    expect(url.origin + url.pathname).toBe('https://console.example/app/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ embed: '1', panels: 'prompts', prompt: 'code-review', theme: 'dark', walkthrough: 'https://docs.example/guide/tour.yaml' });
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({ 'mcp-embed': 'abcdef0123', origin: 'https://docs.example', height: 'auto', accent: '#c00' });
  });

  it('leaves theme=auto to the frame and a fixed height out of the fragment', () => {
    const url = frameUrl(input({ theme: 'auto', height: '400px' }));
    expect(url.searchParams.has('theme')).toBe(false);
    expect(new URLSearchParams(url.hash.slice(1)).has('height')).toBe(false);
    expect(new URLSearchParams(frameUrl(input({ height: 'tall' })).hash.slice(1)).get('height')).toBe('auto');
  });
});
