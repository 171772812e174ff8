import { describe, expect, it } from 'vitest';
import { parseDeepLink, withPrompt, withTemplateVars, withTool } from './deep-link';
import { buildPermalink, isShareableArgument, shareableServerUrl } from './permalink';

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

  it('write every connected server, the active one first, and reopen the same set', () => {
    const active = 'http://127.0.0.1:4000/mcp';
    const other = 'http://127.0.0.1:3000/mcp?token=abc';
    const link = buildPermalink('http://console.test/?server=x', { server: active, others: [other, active], panel: 'resources' });
    expect(new URL(link).searchParams.getAll('server')).toEqual([active, 'http://127.0.0.1:3000/mcp']);
    const reopened = parseDeepLink(new URL(link).search);
    expect(reopened.server).toBe(active);
    expect(reopened.servers).toEqual([active, 'http://127.0.0.1:3000/mcp']);
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

describe('prompt arguments in permalinks', () => {
  it('carry the selected prompt with its filled arguments', () => {
    const href = buildPermalink('https://x/?prompt=code-review&arg.language=typescript&arg.framework=react%20native', { server: undefined, panel: 'prompts' });
    expect(parseDeepLink(new URL(href).search)).toMatchObject({ prompt: 'code-review', promptArgs: { language: 'typescript', framework: 'react native' } });
  });

  it('drop arguments named or shaped like a credential', () => {
    const secrets = {
      api_key: 'plain',
      accessToken: 'plain',
      password: 'hunter2',
      auth: 'Bearer abc',
      jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
      key2: 'x',
      blob: 'sk1234567890abcdefghijklmnopqrstuv',
    };
    const href = withPrompt('https://x/', 'p', { ...secrets, topic: 'release notes for 2.0', id: '12345678901234567890123456789' });
    const link = parseDeepLink(new URL(buildPermalink(href, { server: undefined, panel: 'prompts' })).search);
    expect(link.promptArgs).toEqual({ topic: 'release notes for 2.0', id: '12345678901234567890123456789' });
    for (const name of Object.keys(secrets)) expect(new URL(href).searchParams.has(`arg.${name}`)).toBe(false);
  });

  it('are never read from an address when they look secret, even if someone wrote them there', () => {
    expect(parseDeepLink('?prompt=p&arg.token=abc&arg.q=hello').promptArgs).toEqual({ q: 'hello' });
    expect(isShareableArgument('q', 'Basic dXNlcjpwYXNz')).toBe(false);
  });

  it('are replaced, not merged, when another prompt is selected', () => {
    const first = withPrompt('https://x/?panel=prompts&arg.language=go', 'a', { language: 'rust' });
    const second = withPrompt(first, 'b', {});
    expect(parseDeepLink(new URL(second).search)).toMatchObject({ panel: 'prompts', prompt: 'b', promptArgs: undefined });
    expect(new URL(withTool(second, 'echo')).searchParams.get('tool')).toBe('echo');
  });
});

describe('template variables in permalinks', () => {
  it('carry the open template with its shareable variable values', () => {
    const href = withTemplateVars('https://x/?panel=templates&var.stale=1', 'demo://repos/{owner}/{repo}/readme', { owner: 'octo', repo: 'console', token: 'abc' });
    const link = parseDeepLink(new URL(buildPermalink(href, { server: undefined, panel: 'templates' })).search);
    expect(link).toMatchObject({ template: 'demo://repos/{owner}/{repo}/readme', templateVars: { owner: 'octo', repo: 'console' } });
    expect(link.templateVars).not.toHaveProperty('stale');
    expect(link.templateVars).not.toHaveProperty('token');
  });

  it('are dropped when no template rides along', () => {
    const href = buildPermalink('https://x/?var.owner=octo&arg.language=go', { server: undefined, panel: 'resources' });
    expect(new URL(href).search).not.toContain('octo');
    expect(new URL(href).search).not.toContain('language');
  });
});
