import { describe, expect, it } from 'vitest';
import { parseDeepLink, withPanel } from './deep-link';

describe('parseDeepLink', () => {
  it('reads every documented parameter', () => {
    const link = parseDeepLink(
      '?server=http%3A%2F%2F127.0.0.1%3A3000%2Fmcp&panel=resources&uri=file%3A%2F%2F%2Fa%20b.txt' +
        '&template=users%2F%7Bid%7D&prompt=greet&tool=add&embed=1&theme=dark',
    );
    expect(link).toEqual({
      server: 'http://127.0.0.1:3000/mcp',
      servers: ['http://127.0.0.1:3000/mcp'],
      panel: 'resources',
      uri: 'file:///a b.txt',
      template: 'users/{id}',
      prompt: 'greet',
      tool: 'add',
      embed: true,
      theme: 'dark',
    });
  });

  it('reads every repeated server= in order, the first as the active one, each once', () => {
    const a = 'http://127.0.0.1:3000/mcp';
    const b = 'http://127.0.0.1:4000/mcp';
    const link = parseDeepLink(`?server=${encodeURIComponent(a)}&panel=resources&server=${encodeURIComponent(b)}&server=&server=${encodeURIComponent(a)}`);
    expect(link.server).toBe(a);
    expect(link.servers).toEqual([a, b]);
  });

  it('defaults when nothing is given', () => {
    expect(parseDeepLink('')).toEqual({
      server: undefined,
      panel: undefined,
      uri: undefined,
      template: undefined,
      prompt: undefined,
      tool: undefined,
      embed: false,
      theme: undefined,
    });
  });

  it('ignores unknown panels and themes and treats only 1/true as embed', () => {
    const link = parseDeepLink('?panel=settings&theme=sepia&embed=0&server=');
    expect(link.panel).toBeUndefined();
    expect(link.theme).toBeUndefined();
    expect(link.embed).toBe(false);
    expect(link.server).toBeUndefined();
  });

  it('accepts panel ids case-insensitively', () => {
    expect(parseDeepLink('?panel=QA').panel).toBe('qa');
  });

  it('opens the Playground with panel=playground', () => {
    expect(parseDeepLink('?panel=playground').panel).toBe('playground');
  });
});

describe('withPanel', () => {
  it('sets panel and keeps the other parameters and the hash', () => {
    const next = withPanel('https://console.example/app/?server=https%3A%2F%2Fs.example%2Fmcp&panel=tools#x', 'traffic');
    const url = new URL(next);
    expect(url.searchParams.get('panel')).toBe('traffic');
    expect(url.searchParams.get('server')).toBe('https://s.example/mcp');
    expect(url.pathname).toBe('/app/');
    expect(url.hash).toBe('#x');
  });
});
