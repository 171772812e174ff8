import type { ContentBlock } from '@modelcontextprotocol/client';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { ContentBlocksView } from './content-blocks-view';
import { contentSize } from './content-size';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>[x](javascript:alert(1))';

afterEach(cleanup);

function show(blocks: ContentBlock[]) {
  const navigation = new NavigationStore({ panel: 'prompts', exchangeId: undefined });
  const view = render(
    <NavigationProvider store={navigation}>
      <ContentBlocksView blocks={blocks} />
    </NavigationProvider>,
  );
  return { navigation, ...view };
}

describe('ContentBlocksView', () => {
  it('shows text as sent, and renders as Markdown only text that says it is Markdown, with a toggle to the exact source', () => {
    // A mimeType beside text is not in the spec's TextContent, but servers send it: it is honoured.
    const markdown: ContentBlock = Object.assign({ type: 'text' as const, text: '# Title\n\n**bold** text' }, { mimeType: 'text/markdown' });
    show([{ type: 'text', text: '# Plain\n**not bold**' }, markdown]);
    expect(screen.queryByRole('heading', { name: 'Plain' })).toBeNull();
    expect(screen.getByText((_, element) => element?.textContent === '# Plain\n**not bold**')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show source' }));
    expect(screen.getByText(/# Title/)).toBeTruthy();
  });

  it('keeps hostile text and URIs as inert text: no element, handler or script from the server', () => {
    const { container } = show([
      { type: 'text', text: HOSTILE, annotations: { audience: ['user'], priority: 0.9 } },
      { type: 'resource', resource: { uri: 'demo://x', mimeType: 'text/html', text: HOSTILE } },
      { type: 'resource_link', uri: 'javascript:alert(1)', name: '<b>link</b>' },
    ]);
    expect(container.querySelector('script, [onerror], a[href^="javascript"], img[src="x"]')).toBeNull();
    expect(Reflect.get(window, '__pwned')).toBeUndefined();
    // The text block and the embedded HTML's source both show the characters, as text.
    expect(screen.getAllByText(/<script>window.__pwned=2<\/script>/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Open <b>link</b> in Resources' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Annotations' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'audience: user',
      'priority: 0.9',
    ]);
  });

  it('shows images as data URLs with MIME type and size, and refuses a forged MIME type', () => {
    show([
      { type: 'image', data: PNG_1PX, mimeType: 'image/png' },
      { type: 'image', data: PNG_1PX, mimeType: 'text/html' },
      { type: 'image', data: 'not base64!', mimeType: 'image/png' },
    ]);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe(`data:image/png;base64,${PNG_1PX}`);
    expect(screen.getByText(/“text\/html” with this payload is not a valid base64 image/)).toBeTruthy();
    expect(screen.getAllByText(/not a valid base64 image/)).toHaveLength(2);
    expect(screen.getAllByText('68 B').length).toBeGreaterThan(0);
  });

  it('gives audio a player that loads nothing until played', () => {
    const { container } = show([{ type: 'audio', data: 'UklGRg==', mimeType: 'audio/wav' }]);
    const audio = container.querySelector('audio');
    expect(audio?.getAttribute('preload')).toBe('none');
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(screen.getByText('audio/wav')).toBeTruthy();
  });

  it('opens a resource_link in the Resources panel', () => {
    const { navigation } = show([{ type: 'resource_link', uri: 'demo://media/logo.png', name: 'logo', title: 'Logo', mimeType: 'image/png' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Open Logo in Resources' }));
    expect(navigation.getSnapshot()).toMatchObject({ panel: 'resources', resourceUri: 'demo://media/logo.png' });
  });

  it('renders embedded text and blob resources with the resource viewer', async () => {
    show([
      { type: 'resource', resource: { uri: 'demo://a.md', mimeType: 'text/markdown', text: '## Doc' } },
      { type: 'resource', resource: { uri: 'demo://b.bin', mimeType: 'application/octet-stream', blob: 'AAAA' } },
    ]);
    expect(await within(screen.getByRole('region', { name: 'Embedded resource demo://a.md' })).findByRole('heading', { name: 'Doc' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Embedded resource demo://b.bin' })).getByText(/Decoded size 3 B \(3 bytes\)/)).toBeTruthy();
  });
});

describe('contentSize', () => {
  it('counts model-visible characters and UTF-8 bytes of the wire JSON', () => {
    const blocks: ContentBlock[] = [{ type: 'text', text: 'héllo' }, { type: 'image', data: 'AAAA', mimeType: 'image/png' }];
    const size = contentSize(blocks);
    expect(size.characters).toBe(9);
    expect(size.bytes).toBe(new TextEncoder().encode(JSON.stringify(blocks)).length);
  });
});
