import { describe, expect, it } from 'vitest';
import { templateDeepLink } from './builder-values';

describe('template links', () => {
  it('builds a shareable deep link to server, panel and template only', () => {
    const link = new URL(templateDeepLink('https://console.test/app/?uri=secret-free&theme=dark', 'http://127.0.0.1:9/mcp', 'a://{b}'));
    expect(link.pathname).toBe('/app/');
    expect([...link.searchParams.entries()]).toEqual([
      ['server', 'http://127.0.0.1:9/mcp'],
      ['panel', 'templates'],
      ['template', 'a://{b}'],
    ]);
  });

  it('never carries a credential in the server URL', () => {
    const link = templateDeepLink('https://console.test/', 'http://user:pw@127.0.0.1:9/mcp?api_key=abc123&region=eu', 'a://{b}');
    expect(new URL(link).searchParams.get('server')).toBe('http://127.0.0.1:9/mcp?region=eu');
    expect(link).not.toContain('abc123');
    expect(link).not.toContain('pw');
  });
});
