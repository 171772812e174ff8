import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipByOwner, isPackage, NO_SOURCE_MAP, OWN_CODE, ownerOf, sumOwners, UNMAPPED } from './bytes-by-package';

describe('ownerOf', () => {
  it('names the package a source path is in, scoped or not, the innermost node_modules winning', () => {
    expect(ownerOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(ownerOf('../node_modules/.pnpm/x@1/node_modules/@modelcontextprotocol/client/dist/index.mjs')).toBe('@modelcontextprotocol/client');
    expect(ownerOf('../../src/features/resources/resource-tree.tsx')).toBe(OWN_CODE);
    expect(ownerOf(null)).toBe(UNMAPPED);
  });

  it('counts only packages as packages', () => {
    expect(isPackage('react-dom')).toBe(true);
    expect([OWN_CODE, UNMAPPED, NO_SOURCE_MAP].some(isPackage)).toBe(false);
  });
});

describe('gzipByOwner', () => {
  // Line 1 maps to a package, line 2 to the console's source; the newline maps to nobody.
  const code = 'aaaa\nbbbbbb';
  const map = { version: 3 as const, sources: ['../node_modules/@scope/pkg/x.js', '../src/app.ts'], names: [], mappings: 'AAAA;ACAA' };

  it('splits the file gzip size by the share of characters each owner generated', () => {
    const split = gzipByOwner(code, map);
    const gzip = gzipSync(code, { level: 9 }).length;
    expect(split.get('@scope/pkg')).toBeCloseTo((gzip * 4) / 11);
    expect(split.get(OWN_CODE)).toBeCloseTo((gzip * 6) / 11);
    expect(split.get(UNMAPPED)).toBeCloseTo(gzip / 11);
    expect([...split.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(gzip);
  });

  it('sums the splits of several files per owner', () => {
    const one = gzipByOwner(code, map);
    const both = sumOwners([one, one]);
    expect(both.get(OWN_CODE)).toBeCloseTo(2 * (one.get(OWN_CODE) ?? 0));
  });
});
