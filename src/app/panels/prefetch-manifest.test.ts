import { describe, expect, it } from 'vitest';
import { parsePrefetchManifest, prefetchManifest, type ManifestChunk } from './prefetch-manifest';

describe('parsePrefetchManifest', () => {
  it('keeps lists of site-relative files and drops anything else', () => {
    expect(
      parsePrefetchManifest({
        'src/features/qa-report/index.ts': ['assets/qa-report-AbCd1234.js', 'assets/qa-report-IjKl9012.css', 7, '/rooted.js', 'https://elsewhere.example/x.js', '../up.js', 'assets/../../up.js', 'javascript:alert(1)'],
        'src/features/history/index.ts': 'assets/history.js',
      }),
    ).toEqual({ 'src/features/qa-report/index.ts': ['assets/qa-report-AbCd1234.js', 'assets/qa-report-IjKl9012.css'] });
  });

  it('reads anything but an object as an empty manifest', () => {
    for (const value of [null, [], 'assets/x.js', 3]) expect(parsePrefetchManifest(value)).toEqual({});
  });
});

function chunk(fileName: string, fields: Partial<ManifestChunk> = {}): ManifestChunk {
  return { fileName, isEntry: false, facadeModuleId: null, moduleIds: [], imports: [], ...fields };
}

describe('prefetchManifest', () => {
  const chunks = [
    chunk('assets/index-A.js', { isEntry: true, imports: ['assets/react-B.js'], viteMetadata: { importedCss: new Set(['assets/index-A.css']) } }),
    chunk('assets/react-B.js'),
    chunk('assets/qa-report-C.js', {
      facadeModuleId: '/repo/src/features/qa-report/index.ts',
      imports: ['assets/react-B.js', 'assets/conformance-D.js'],
      viteMetadata: { importedCss: new Set(['assets/qa-report-C.css']) },
    }),
    chunk('assets/conformance-D.js', { imports: ['assets/index-A.js', 'assets/schemas-E.js'] }),
    chunk('assets/schemas-E.js'),
    chunk('assets/shared-F.js', { moduleIds: ['/repo/src/app/replay-aware.tsx', '/repo/src/lib/other.ts'], imports: ['assets/schemas-E.js'] }),
  ];

  it("lists a module's chunk, its CSS and every chunk it imports statically, less the entry's own closure", () => {
    expect(prefetchManifest(chunks, [{ id: '/repo/src/features/qa-report/index.ts', key: 'src/features/qa-report/index.ts' }])).toEqual({
      'src/features/qa-report/index.ts': ['assets/qa-report-C.js', 'assets/qa-report-C.css', 'assets/conformance-D.js', 'assets/schemas-E.js'],
    });
  });

  it('finds a module the bundler merged into a shared chunk, and leaves out one no chunk holds', () => {
    const targets = [
      { id: '/repo/src/app/replay-aware.tsx', key: 'src/app/replay-aware.tsx' },
      { id: '/repo/src/gone.ts', key: 'src/gone.ts' },
    ];
    expect(prefetchManifest(chunks, targets)).toEqual({ 'src/app/replay-aware.tsx': ['assets/shared-F.js', 'assets/schemas-E.js'] });
  });
});
