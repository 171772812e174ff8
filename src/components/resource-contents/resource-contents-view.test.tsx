import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeBase64 } from './base64';
import { ResourceContentsView } from './resource-contents-view';

afterEach(cleanup);

const PNG_HEADER = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('ResourceContentsView', () => {
  it('shows every element with its URI and MIME type, JSON pretty-printed', () => {
    render(
      <ResourceContentsView
        contents={[
          { uri: 'demo://a.json', mimeType: 'application/json', text: '{"a":[1,2]}' },
          { uri: 'demo://b.txt', mimeType: 'text/plain', text: 'plain words' },
        ]}
      />,
    );
    const json = screen.getByRole('article', { name: 'demo://a.json' });
    expect(within(json).getByText('application/json')).toBeTruthy();
    expect(json.querySelector('pre')?.textContent).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(within(screen.getByRole('article', { name: 'demo://b.txt' })).getByText('plain words')).toBeTruthy();
  });

  it('renders Markdown without raw HTML and offers the source', async () => {
    const source = '# Title\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n[bad](javascript:alert(3)) [good](https://example.com)';
    const { container } = render(<ResourceContentsView contents={[{ uri: 'demo://r.md', mimeType: 'text/markdown', text: source }]} />);
    // The Markdown renderer is loaded on first use: the plain text shows until it arrives.
    expect(await screen.findByRole('heading', { name: 'Title' })).toBeTruthy();
    expect(container.querySelector('script, img[onerror], [href^="javascript:"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'good' }).getAttribute('href')).toBe('https://example.com');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show source' }));
    expect(container.querySelector('pre')?.textContent).toBe(source);
  });

  it('shows an image blob through <img> from a data: URL', () => {
    render(<ResourceContentsView contents={[{ uri: 'demo://logo.png', mimeType: 'image/png', blob: encodeBase64(PNG_HEADER) }]} />);
    const image = screen.getByRole('img', { name: 'Image demo://logo.png' });
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${encodeBase64(PNG_HEADER)}`);
  });

  it('shows unknown binary as hex with a download button', () => {
    render(<ResourceContentsView contents={[{ uri: 'demo://x.bin', mimeType: 'application/octet-stream', blob: encodeBase64(PNG_HEADER) }]} />);
    expect(screen.getByLabelText('Hex view').textContent).toContain('89 50 4e 47 0d 0a 1a 0a');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('flags spec violations and a size that disagrees with the listing', () => {
    render(<ResourceContentsView contents={[{ uri: 'demo://bad', mimeType: 'image/png', blob: '***' }]} listedSize={10} />);
    expect(within(screen.getByRole('list', { name: 'Spec violations' })).getByText('"blob" is not valid base64.')).toBeTruthy();
    expect(screen.getByText(/the listed size does not match/)).toBeTruthy();
  });

  it('flags empty contents', () => {
    render(<ResourceContentsView contents={[]} />);
    expect(screen.getByRole('list', { name: 'Spec violations' }).textContent).toMatch(/empty "contents"/);
  });

  it('shows code in a region named Code, as plain text before the highlighter has loaded', () => {
    const source = 'export const answer: number = 42;';
    render(<ResourceContentsView contents={[{ uri: 'demo://src/answer.ts', mimeType: 'text/plain', text: source }]} />);
    const code = screen.getByRole('region', { name: 'Code' });
    expect(code.dataset.language).toBe('typescript');
    expect(code.textContent).toBe(source);
  });

  it('shows HTML as source, and previews it only in an empty-sandbox frame', async () => {
    const html = '<h1>Hi</h1><script>window.__pwned = true</script>';
    const { container } = render(<ResourceContentsView contents={[{ uri: 'demo://page.html', mimeType: 'text/html', text: html }]} />);
    expect(screen.getByRole('region', { name: 'Code' }).textContent).toBe(html);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = screen.getByTitle('Preview of demo://page.html');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('srcdoc')).toContain(html);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Code' })).toBeNull();
  });

  it('shows SVG as an image, with its source on demand, never as DOM', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>window.__pwned=1</script></svg>';
    const { container } = render(<ResourceContentsView contents={[{ uri: 'demo://x.svg', mimeType: 'image/svg+xml', text: svg }]} />);
    expect(screen.getByRole('img', { name: 'Image demo://x.svg' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await userEvent.click(screen.getByRole('button', { name: 'Show source' }));
    expect(screen.getByRole('region', { name: 'Code' }).textContent).toBe(svg);
    expect(container.querySelector('svg, script')).toBeNull();
  });
});
