import { describe, expect, it } from 'vitest';
import { ancestorIds, buildUriTree, depthOf, splitUri, visibleRows, type UriTreeNode } from './uri-tree';

const labels = (nodes: readonly UriTreeNode<{ uri: string }>[]): string[] => nodes.map((n) => n.segment);

describe('splitUri', () => {
  it('puts the authority before the path segments', () => {
    expect(splitUri('demo://docs/guide/intro.md')).toEqual({ scheme: 'demo', hierarchical: true, segments: ['docs', 'guide', 'intro.md'] });
  });

  it('adds no level for the empty authority of file:///', () => {
    expect(splitUri('file:///home/me/notes.txt').segments).toEqual(['home', 'me', 'notes.txt']);
  });

  it('ignores trailing and doubled slashes', () => {
    expect(splitUri('https://example.com/a//b/').segments).toEqual(['example.com', 'a', 'b']);
  });

  it('decodes percent-encoding for display and keeps broken escapes as sent', () => {
    expect(splitUri('file:///My%20Docs/r%C3%A9sum%C3%A9.pdf').segments).toEqual(['My Docs', 'résumé.pdf']);
    expect(splitUri('file:///100%/x').segments).toEqual(['100%', 'x']);
  });

  it('keeps unicode segments', () => {
    expect(splitUri('notes://日本/メモ.txt').segments).toEqual(['日本', 'メモ.txt']);
  });

  it('keeps query and fragment on the last segment', () => {
    expect(splitUri('db://host/table?limit=5#x').segments).toEqual(['host', 'table?limit=5#x']);
  });

  it('treats a URI without // as non-hierarchical under its scheme', () => {
    expect(splitUri('urn:demo:glossary')).toEqual({ scheme: 'urn', hierarchical: false, segments: ['demo:glossary'] });
    expect(splitUri('mailto:a@b.invalid')).toEqual({ scheme: 'mailto', hierarchical: false, segments: ['a@b.invalid'] });
  });

  it('groups a string without a scheme apart', () => {
    expect(splitUri('just-a-name').scheme).toBe('');
  });
});

describe('buildUriTree', () => {
  it('builds scheme → authority → segments with folder counts', () => {
    const tree = buildUriTree([
      { uri: 'demo://docs/guide/a.md' },
      { uri: 'demo://docs/guide/b.md' },
      { uri: 'demo://docs/changelog.md' },
      { uri: 'urn:demo:license' },
    ]);
    expect(labels(tree.roots)).toEqual(['demo://', 'urn:']);
    const demo = tree.roots[0];
    expect(demo?.count).toBe(3);
    const docs = demo?.children[0];
    expect(docs?.segment).toBe('docs');
    // Folders before files.
    expect(labels(docs?.children ?? [])).toEqual(['guide', 'changelog.md']);
    expect(docs?.children[0]?.count).toBe(2);
    expect(tree.roots[1]?.children[0]?.item?.uri).toBe('urn:demo:license');
  });

  it('lets a resource also be a folder of sub-resources', () => {
    const tree = buildUriTree([{ uri: 'x://h/docs' }, { uri: 'x://h/docs/intro.md' }]);
    const docs = tree.roots[0]?.children[0]?.children[0];
    expect(docs?.item?.uri).toBe('x://h/docs');
    expect(docs?.children[0]?.item?.uri).toBe('x://h/docs/intro.md');
    expect(docs?.count).toBe(2);
  });

  it('flags duplicate URIs and keeps the first', () => {
    const tree = buildUriTree([
      { uri: 'x://h/a', name: 'first' },
      { uri: 'x://h/a', name: 'second' },
    ]);
    const node = tree.roots[0]?.children[0]?.children[0];
    expect(node?.item?.name).toBe('first');
    expect(node?.duplicates).toBe(1);
    expect(tree.duplicateUris).toEqual(['x://h/a']);
  });

  it('nests a 100-level-deep URI one folder per segment and reveals it through its ancestors', () => {
    const segments = Array.from({ length: 99 }, (_, i) => `level-${i + 1}`);
    const uri = `hostile://deep/${segments.join('/')}/bottom.txt`;
    const tree = buildUriTree([{ uri }]);
    const open = visibleRows(tree.roots, () => true);
    // scheme + authority + 99 folders + the resource
    expect(open).toHaveLength(102);
    const leaf = open.at(-1);
    expect(leaf?.node.item?.uri).toBe(uri);
    expect(leaf?.level).toBe(102);
    expect(depthOf(leaf?.node.id ?? '')).toBe(102);
    const ancestors = new Set(ancestorIds(uri));
    expect(ancestors.size).toBe(101);
    // Expanding exactly the ancestors is enough to show the resource.
    expect(visibleRows(tree.roots, (id) => ancestors.has(id)).at(-1)?.node.item?.uri).toBe(uri);
  });

  it('keeps one node for a URI listed 1,000 times, with unique ids and the count of repeats', () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({ uri: 'hostile://bulk/duplicate.txt', name: `copy ${i + 1}` }));
    items.push({ uri: 'hostile://bulk/other.txt', name: 'other' });
    const tree = buildUriTree(items);
    const rows = visibleRows(tree.roots, () => true);
    const ids = rows.map((row) => row.node.id);
    expect(new Set(ids).size).toBe(ids.length);
    const duplicate = rows.find((row) => row.node.item?.uri === 'hostile://bulk/duplicate.txt');
    expect(duplicate?.node.item?.name).toBe('copy 1');
    expect(duplicate?.node.duplicates).toBe(999);
    expect(tree.roots[0]?.count).toBe(2);
    expect(tree.duplicateUris).toEqual(['hostile://bulk/duplicate.txt']);
  });

  // Its speed is npm run bench's to report (bench/resources-scale.ts), not a timed assertion here.
  it('counts 10,000 resources under one root, split into their folders', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ uri: `bulk://files/dir-${i % 100}/file-${i}.txt` }));
    const tree = buildUriTree(items);
    expect(tree.roots[0]?.count).toBe(10_000);
    const folders = visibleRows(tree.roots, () => true).filter((row) => row.level === 3);
    expect(folders).toHaveLength(100);
  });
});

describe('visibleRows', () => {
  it('lists only the children of expanded nodes, with ARIA positions', () => {
    const tree = buildUriTree([{ uri: 'x://h/a/1' }, { uri: 'x://h/a/2' }, { uri: 'x://h/b' }]);
    const collapsed = visibleRows(tree.roots, () => false);
    expect(collapsed).toHaveLength(1);
    expect(collapsed[0]?.expanded).toBe(false);
    const open = visibleRows(tree.roots, () => true);
    expect(open.map((r) => [r.node.segment, r.level, r.posInSet, r.setSize])).toEqual([
      ['x://', 1, 1, 1],
      ['h', 2, 1, 1],
      ['a', 3, 1, 2],
      ['1', 4, 1, 2],
      ['2', 4, 2, 2],
      ['b', 3, 2, 2],
    ]);
    expect(open[5]?.expanded).toBeUndefined();
  });
});
