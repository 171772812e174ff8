import { describe, expect, it } from 'vitest';
import { templateDeepLink, withTemplateParam } from './builder-values';

describe('template links', () => {
  it('sets the template parameter and keeps the others, so a reload reopens it', () => {
    const next = new URL(withTemplateParam('https://console.test/?server=x&panel=templates', 'demo://repos/{owner}/{repo}/readme'));
    expect(next.searchParams.get('server')).toBe('x');
    expect(next.searchParams.get('panel')).toBe('templates');
    expect(next.searchParams.get('template')).toBe('demo://repos/{owner}/{repo}/readme');
    expect(new URL(withTemplateParam(next.toString(), undefined)).searchParams.has('template')).toBe(false);
  });

  it('builds a shareable deep link to server, panel and template only', () => {
    const link = new URL(templateDeepLink('https://console.test/app/?uri=secret-free&theme=dark', 'http://127.0.0.1:9/mcp', 'a://{b}'));
    expect(link.pathname).toBe('/app/');
    expect([...link.searchParams.entries()]).toEqual([
      ['server', 'http://127.0.0.1:9/mcp'],
      ['panel', 'templates'],
      ['template', 'a://{b}'],
    ]);
  });
});
