import { describe, expect, it } from 'vitest';
import { parseDeepLink } from '../urls/deep-link';
import { PANEL_IDS } from '../urls/panel-ids';
import { consoleHref, initialPanel, visiblePanels } from './embed-link';

describe('embed links', () => {
  it('an embed shows only the listed panels, in tab order, and opens the first', () => {
    const link = parseDeepLink('?embed=1&panels=prompts,bogus,resources,prompts');
    expect(link.panels).toEqual(['prompts', 'resources']);
    expect(visiblePanels(link)).toEqual(['prompts', 'resources']);
    expect(initialPanel(link)).toBe('prompts');
    expect(initialPanel(parseDeepLink('?embed=1&panels=prompts,resources&panel=resources'))).toBe('resources');
  });

  it('without embed, or with no valid panel, every panel is shown', () => {
    expect(visiblePanels(parseDeepLink('?panels=prompts'))).toEqual(PANEL_IDS);
    expect(visiblePanels(parseDeepLink('?embed=1&panels=nope'))).toEqual(PANEL_IDS);
    expect(initialPanel(parseDeepLink('?panel=tools&embed=1&panels=prompts'))).toBe('prompts');
  });

  it('"Open in console" keeps the view and drops only the embed parameters', () => {
    const href = consoleHref('https://docs.example/console/?server=https%3A%2F%2Fx%2Fmcp&embed=1&panels=prompts&prompt=code-review&theme=dark');
    const url = new URL(href);
    expect(url.pathname).toBe('/console/');
    expect(url.searchParams.get('embed')).toBeNull();
    expect(url.searchParams.get('panels')).toBeNull();
    expect(url.searchParams.get('prompt')).toBe('code-review');
    expect(url.searchParams.get('server')).toBe('https://x/mcp');
    expect(url.searchParams.get('theme')).toBe('dark');
  });
});
