import { describe, expect, it } from 'vitest';
import { parseDeepLink } from './deep-link';
import { buildPermalink, shareableServerUrl } from './permalink';

describe('permalinks', () => {
  it('reopen the same server, panel and selection through the deep-link parameters', () => {
    const href = buildPermalink('https://docs.example/console/?panel=resources&embed=1&foo=bar&prompt=code-review', {
      server: 'http://127.0.0.1:3001/mcp',
      panel: 'resources',
      uri: 'demo://docs/guide/getting-started.md',
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://docs.example/console/');
    const link = parseDeepLink(url.search);
    expect(link).toMatchObject({
      server: 'http://127.0.0.1:3001/mcp',
      panel: 'resources',
      uri: 'demo://docs/guide/getting-started.md',
      prompt: 'code-review',
      embed: false,
    });
    expect(url.searchParams.has('foo')).toBe(false);
  });

  it('only carries the selected resource when the Resources panel is open', () => {
    const href = buildPermalink('https://x/?template=users%2F%7Bid%7D', { server: undefined, panel: 'templates', uri: 'demo://a' });
    expect(parseDeepLink(new URL(href).search)).toMatchObject({ panel: 'templates', template: 'users/{id}', uri: undefined, server: undefined });
  });

  it('never puts a credential in the link', () => {
    expect(shareableServerUrl('https://me:hunter2@mcp.example/mcp?api_key=abc&tenant=t1&access_token=x')).toBe('https://mcp.example/mcp?tenant=t1');
    const href = buildPermalink('https://x/', { server: 'https://me:hunter2@mcp.example/mcp?token=abc', panel: 'tools' });
    expect(href).not.toContain('hunter2');
    expect(href).not.toContain('abc');
  });
});
