// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sandboxSource } from './sandbox-origin';

function page(meta: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('console');
  const base = doc.createElement('base');
  base.href = 'http://127.0.0.1:6280/sub/';
  doc.head.append(base);
  if (meta !== undefined) {
    const tag = doc.createElement('meta');
    tag.name = 'mcp-console-sandbox';
    tag.content = meta;
    doc.head.append(tag);
  }
  return doc;
}

describe('sandboxSource', () => {
  it('loads the proxy beside the page when no second origin is named', () => {
    expect(sandboxSource(page(undefined))).toEqual({ url: 'http://127.0.0.1:6280/sub/sandbox-proxy.html', separateOrigin: false });
  });

  it('uses the origin the page names, and only its origin', () => {
    expect(sandboxSource(page('http://127.0.0.1:6281/ignored/path'))).toEqual({ url: 'http://127.0.0.1:6281/sandbox-proxy.html', separateOrigin: true });
  });

  it('falls back for a malformed, non-http or same-origin declaration', () => {
    for (const meta of ['not a url', 'javascript:alert(1)', 'http://127.0.0.1:6280']) {
      expect(sandboxSource(page(meta)).separateOrigin).toBe(false);
    }
  });
});
