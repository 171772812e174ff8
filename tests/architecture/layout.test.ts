import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cruiseProduct, type Cruised } from './cruise';
import { mutualImports, type FolderImport } from './folder-graph';
import { MAX_LOOSE_FILES, SRC_LAYERS } from './layers';

/**
 * Inside protocol/, its loose files (the public face) count as a folder of their own; elsewhere
 * a folder's entry file may import its subfolders, so only sibling folders are compared.
 */
const inScope = (i: FolderImport): boolean => i.from.startsWith('src/protocol') || !(i.from.endsWith('/*') || i.to.endsWith('/*'));

const isLooseSource = (name: string): boolean => /\.(ts|tsx|css)$/.test(name) && !/\.test(-util)?\.tsx?$/.test(name) && !name.endsWith('.d.ts');

describe('the layout of decision 0035, checked with dependency-cruiser', () => {
  let cruised: Cruised;
  beforeAll(async () => {
    cruised = await cruiseProduct(['src', 'bin']);
  });

  it('finds no import against the layers or the rooms of protocol/, and no cycle of modules (type-only imports counted)', () => {
    expect(cruised.violations).toEqual([]);
    // A cruise that saw nothing would pass too: it must have seen the layers' folders.
    const seen = new Set(cruised.edges.map((e) => e.from.split('/').slice(0, 2).join('/')));
    for (const name of SRC_LAYERS.flat()) expect(seen).toContain(`src/${name}`);
  });

  it('finds no two folders that import each other: top-level, siblings anywhere, and every part of protocol/', () => {
    expect(mutualImports(cruised.edges, inScope)).toEqual([]);
  });
});

const crowdedFolders = (parent: string): { name: string; loose: number }[] =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((dir) => ({ name: `${parent}/${dir.name}`, loose: readdirSync(`${parent}/${dir.name}`, { withFileTypes: true })
        .filter((f) => f.isFile() && isLooseSource(f.name)).length }))
    .filter((dir) => dir.loose > MAX_LOOSE_FILES);

describe('the rooms of src/', () => {
  it(`keeps at most ${MAX_LOOSE_FILES} loose source files in each top-level folder`, () => {
    expect(crowdedFolders('src')).toEqual([]);
  });

  it(`keeps at most ${MAX_LOOSE_FILES} loose source files in each panel's folder of features/`, () => {
    expect(crowdedFolders('src/features')).toEqual([]);
  });
});
