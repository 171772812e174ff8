// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { codePrefetcher } from './code-prefetch';

const MANIFEST = {
  'src/features/qa-report/index.ts': ['assets/qa-report-AbCd1234.js', 'assets/conformance-EfGh5678.js', 'assets/qa-report-IjKl9012.css'],
  'src/features/history/index.ts': ['assets/history-MnOp3456.js', 'assets/conformance-EfGh5678.js'],
  'src/features/timeline/index.ts': ['https://elsewhere.example/evil.js', '../up.js', 'assets/timeline-QrSt7890.js'],
};

/** A page served from a sub-path, as the console often is. */
function page(): Document {
  const doc = document.implementation.createHTMLDocument('console');
  const base = doc.createElement('base');
  base.href = 'http://127.0.0.1:6280/tools/console/index.html?server=x';
  doc.head.append(base);
  return doc;
}

const prefetched = (doc: Document) => [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

function serving(body: unknown, status = 200) {
  const asked: string[] = [];
  const fetchManifest = (url: URL) => {
    asked.push(url.href);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  };
  return { asked, fetchManifest };
}

describe('codePrefetcher', () => {
  it('adds a CORS prefetch link for each file of the modules, resolved beside the page, each file once', async () => {
    const doc = page();
    const server = serving(MANIFEST);
    const prefetch = codePrefetcher(doc, server.fetchManifest, () => []);
    await prefetch(['src/features/qa-report/index.ts', 'src/features/history/index.ts']);
    await prefetch(['src/features/history/index.ts']);
    expect(server.asked).toEqual(['http://127.0.0.1:6280/tools/console/panel-prefetch.json']);
    expect(prefetched(doc).map((link) => link.href)).toEqual([
      'http://127.0.0.1:6280/tools/console/assets/qa-report-AbCd1234.js',
      'http://127.0.0.1:6280/tools/console/assets/conformance-EfGh5678.js',
      'http://127.0.0.1:6280/tools/console/assets/qa-report-IjKl9012.css',
      'http://127.0.0.1:6280/tools/console/assets/history-MnOp3456.js',
    ]);
    expect(prefetched(doc).every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('requests nothing off the site and nothing above its folder, and nothing for a module it does not list', async () => {
    const doc = page();
    const prefetch = codePrefetcher(doc, serving(MANIFEST).fetchManifest, () => []);
    await prefetch(['src/features/timeline/index.ts', 'src/features/unknown/index.ts']);
    expect(prefetched(doc).map((link) => link.href)).toEqual(['http://127.0.0.1:6280/tools/console/assets/timeline-QrSt7890.js']);
  });

  it('leaves out the files the page has fetched already (the session, the SDK, the open panel)', async () => {
    const doc = page();
    const prefetch = codePrefetcher(doc, serving(MANIFEST).fetchManifest, () => ['http://127.0.0.1:6280/tools/console/assets/conformance-EfGh5678.js']);
    await prefetch(['src/features/history/index.ts']);
    expect(prefetched(doc).map((link) => link.href)).toEqual(['http://127.0.0.1:6280/tools/console/assets/history-MnOp3456.js']);
  });

  it('removes a link once its file has loaded, and after an error prefetches that file again on the next call', async () => {
    const doc = page();
    const prefetch = codePrefetcher(doc, serving(MANIFEST).fetchManifest, () => []);
    await prefetch(['src/features/history/index.ts']);
    const [chunk, shared] = prefetched(doc);
    chunk?.dispatchEvent(new Event('load'));
    shared?.dispatchEvent(new Event('error'));
    expect(prefetched(doc)).toEqual([]);
    await prefetch(['src/features/history/index.ts']);
    expect(prefetched(doc).map((link) => link.href)).toEqual(['http://127.0.0.1:6280/tools/console/assets/conformance-EfGh5678.js']);
  });

  it('fails quietly without a manifest (the dev server, a host that lost the file) and asks again next time', async () => {
    const doc = page();
    let calls = 0;
    const prefetch = codePrefetcher(
      doc,
      () => {
        calls += 1;
        return Promise.resolve(calls === 1 ? new Response('not found', { status: 404 }) : new Response(JSON.stringify(MANIFEST)));
      },
      () => [],
    );
    await expect(prefetch(['src/features/history/index.ts'])).rejects.toThrow('HTTP 404');
    expect(prefetched(doc)).toEqual([]);
    await prefetch(['src/features/history/index.ts']);
    expect(prefetched(doc)).toHaveLength(2);
  });
});
