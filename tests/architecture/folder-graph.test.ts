import { describe, expect, it } from 'vitest';
import { folderImports, mutualImports } from './folder-graph';

describe('folderImports and mutualImports', () => {
  it('names the folders that meet below the deepest common folder, and a loose file as <folder>/*', () => {
    const found = [...folderImports([
      { from: 'src/a/x/f.ts', to: 'src/a/y/g.ts' },
      { from: 'src/a/index.ts', to: 'src/a/x/deep/h.ts' },
      { from: 'src/a/x/f.ts', to: 'src/a/x/k.ts' },
    ]).keys()];
    expect(found).toEqual(['src/a/x → src/a/y', 'src/a/* → src/a/x']);
  });

  it('reports a pair once, with one import each way; one-way imports pass', () => {
    const edges = [
      { from: 'src/p/x/a.ts', to: 'src/p/y/b.ts' },
      { from: 'src/p/y/c.ts', to: 'src/p/x/d.ts' },
      { from: 'src/p/y/c.ts', to: 'src/p/z/e.ts' },
    ];
    expect(mutualImports(edges, () => true)).toEqual(['src/p/x ↔ src/p/y (src/p/x/a.ts → src/p/y/b.ts; src/p/y/c.ts → src/p/x/d.ts)']);
    expect(mutualImports(edges.slice(1), () => true)).toEqual([]);
  });

  it('leaves out pairs the scope excludes', () => {
    const edges = [
      { from: 'src/q/index.ts', to: 'src/q/r/a.ts' },
      { from: 'src/q/r/a.ts', to: 'src/q/types.ts' },
    ];
    expect(mutualImports(edges, () => true)).toHaveLength(1);
    expect(mutualImports(edges, (i) => !i.from.endsWith('/*') && !i.to.endsWith('/*'))).toEqual([]);
  });
});
