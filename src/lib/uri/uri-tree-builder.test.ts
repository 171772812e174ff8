import { describe, expect, it } from 'vitest';
import { buildUriTree, defaultNodeOrder, type UriTreeNode } from './uri-tree';
import { GrowingUriTree, UriTreeBuilder } from './uri-tree-builder';

interface Item {
  uri: string;
}

interface Shape {
  id: string;
  segment: string;
  uri: string | undefined;
  count: number;
  duplicates: number;
  children: Shape[];
}

const shape = (nodes: readonly UriTreeNode<Item>[]): Shape[] =>
  nodes.map((n) => ({ id: n.id, segment: n.segment, uri: n.item?.uri, count: n.count, duplicates: n.duplicates, children: shape(n.children) }));

/** 1,000 resources over nested folders, some leaves that later become folders, in pages of 50. */
function listing(): Item[][] {
  const items: Item[] = [];
  for (let i = 0; i < 1000; i += 1) items.push({ uri: `repo://org${i % 7}/proj${i % 13}/file-${(i * 7919) % 1000}.md` });
  items.push({ uri: 'repo://org1' }, { uri: 'repo://org1/proj2' }, { uri: 'urn:note:x' }, { uri: 'file:///tmp/a%20b.txt' });
  const pages: Item[][] = [];
  for (let i = 0; i < items.length; i += 50) pages.push(items.slice(i, i + 50));
  return pages;
}

function shuffled<T>(values: readonly T[]): T[] {
  // A fixed permutation (reverse, then odd before even), so the test is deterministic.
  const reversed = [...values].reverse();
  return [...reversed.filter((_, i) => i % 2 === 1), ...reversed.filter((_, i) => i % 2 === 0)];
}

describe('UriTreeBuilder', () => {
  it('builds the same tree whether pages arrive in order, out of order, or all at once', () => {
    const pages = listing();
    const inOrder = new UriTreeBuilder<Item>(defaultNodeOrder);
    for (const page of pages) inOrder.add(page);
    const outOfOrder = new UriTreeBuilder<Item>(defaultNodeOrder);
    for (const page of shuffled(pages)) outOfOrder.add(page);
    const atOnce = new UriTreeBuilder<Item>(defaultNodeOrder).add(pages.flat());

    expect(shape(outOfOrder.tree.roots)).toEqual(shape(inOrder.tree.roots));
    expect(shape(atOnce.roots)).toEqual(shape(inOrder.tree.roots));
    expect(shape(buildUriTree(pages.flat()).roots)).toEqual(shape(inOrder.tree.roots));
  });

  it('moves a leaf among the folders once a child arrives under it', () => {
    const builder = new UriTreeBuilder<Item>(defaultNodeOrder);
    builder.add([{ uri: 'x://h/a' }, { uri: 'x://h/b' }, { uri: 'x://h/c' }]);
    expect(builder.tree.roots[0]?.children[0]?.children.map((n) => n.segment)).toEqual(['a', 'b', 'c']);
    builder.add([{ uri: 'x://h/c/inner' }]);
    const host = builder.tree.roots[0]?.children[0];
    expect(host?.children.map((n) => n.segment)).toEqual(['c', 'a', 'b']);
    expect(host?.count).toBe(4);
  });

  it('keeps the first item of a repeated URI and counts the repeats', () => {
    const first = { uri: 'x://h/a' };
    const builder = new UriTreeBuilder<Item>(defaultNodeOrder);
    builder.add([first]);
    const tree = builder.add([{ uri: 'x://h/a' }]);
    const node = tree.roots[0]?.children[0]?.children[0];
    expect(node?.item).toBe(first);
    expect(node?.duplicates).toBe(1);
    expect(tree.duplicateUris).toEqual(['x://h/a']);
  });

  it('orders siblings of equal label by their path, whatever order they arrived in', () => {
    const sameLabel = (): number => 0;
    const uris = ['x://h/b', 'x://h/c', 'x://h/a', 'x://h/a/deep'];
    const forward = new UriTreeBuilder<Item>(sameLabel).add(uris.map((uri) => ({ uri })));
    const backward = new UriTreeBuilder<Item>(sameLabel).add([...uris].reverse().map((uri) => ({ uri })));
    const ids = (tree: typeof forward) => tree.roots[0]?.children[0]?.children.map((n) => n.id);
    expect(ids(forward)).toEqual(['x://\u0000h\u0000a', 'x://\u0000h\u0000b', 'x://\u0000h\u0000c']);
    expect(ids(backward)).toEqual(ids(forward));
  });

  it('gives a new tree object only when something changed', () => {
    const items = [{ uri: 'x://h/a' }];
    const builder = new UriTreeBuilder<Item>(defaultNodeOrder);
    const tree = builder.add(items);
    expect(builder.add(items)).toBe(tree);
    expect(builder.add([{ uri: 'x://h/b' }])).not.toBe(tree);
  });
});

describe('GrowingUriTree', () => {
  it('extends the tree while the list only grows, and starts over when an item left', () => {
    const [a, b, c] = [{ uri: 'x://h/a' }, { uri: 'x://h/b' }, { uri: 'x://h/c' }];
    const growing = new GrowingUriTree<Item>();
    const first = growing.update([a, b], 'name', defaultNodeOrder);
    const host = first.roots[0]?.children[0];
    const grown = growing.update([a, b, c], 'name', defaultNodeOrder);
    // The same node objects, extended in place.
    expect(grown.roots[0]?.children[0]).toBe(host);
    expect(host?.count).toBe(3);

    const shrunk = growing.update([a, c], 'name', defaultNodeOrder);
    expect(shrunk.roots[0]?.children[0]).not.toBe(host);
    expect(shrunk.roots[0]?.children[0]?.children.map((n) => n.segment)).toEqual(['a', 'c']);
  });

  it('grows page by page into the tree built at once, leaves turning into folders included', () => {
    const items = listing().flat();
    const growing = new GrowingUriTree<Item>();
    let tree = growing.update([], 'name', defaultNodeOrder);
    for (let end = 50; end < items.length + 50; end += 50) tree = growing.update(items.slice(0, end), 'name', defaultNodeOrder);
    expect(shape(tree.roots)).toEqual(shape(buildUriTree(items, defaultNodeOrder).roots));
  });

  it('starts over when a page is replaced by a fresh copy (a refresh), placing the new objects', () => {
    const old = { uri: 'x://h/a' };
    const growing = new GrowingUriTree<Item>();
    growing.update([old, { uri: 'x://h/b' }], 'name', defaultNodeOrder);
    const fresh = { uri: 'x://h/a' };
    const tree = growing.update([fresh, { uri: 'x://h/b' }, { uri: 'x://h/c' }], 'name', defaultNodeOrder);
    const leaves = tree.roots[0]?.children[0]?.children ?? [];
    expect(leaves.map((n) => n.segment)).toEqual(['a', 'b', 'c']);
    expect(leaves[0]?.item).toBe(fresh);
    expect(leaves[0]?.duplicates).toBe(0);
  });

  it('starts over when the sort changes', () => {
    const items = [{ uri: 'x://h/b' }, { uri: 'x://h/a' }];
    const growing = new GrowingUriTree<Item>();
    growing.update(items, 'name', defaultNodeOrder);
    const reversed = growing.update(items, 'reverse', (x, y) => -defaultNodeOrder(x, y));
    expect(reversed.roots[0]?.children[0]?.children.map((n) => n.segment)).toEqual(['b', 'a']);
  });
});

/** URIs that reach one path in several spellings, and paths that only look alike. */
const TRICKY = [
  'file:///tmp/a.txt',
  'file://tmp/a.txt',
  'FILE:///tmp/a.txt',
  'file:///tmp/a%2Etxt',
  'file:///tmp//a.txt/',
  'x://h/a%2Fb',
  'x://h/a/b',
  'x://h/a',
  'x://h/a%25',
  'x://h/a%2525',
  'x://h/q?x=/y#z',
  'x://h/q%3Fx=%2Fy%23z',
  'x:///h/q',
  'urn:note:x',
  'URN:note:x',
  'urn:note:x/y',
  'plain-name',
  'plain-name',
  'file://',
  'file:///',
  'file:///tmp',
];

describe('UriTreeBuilder with URIs that spell one path in several ways', () => {
  it('places each path once and counts the other spellings as repeats, as the whole-list build does', () => {
    const items = TRICKY.map((uri, i) => ({ uri, name: `n${i}` }));
    const expected = shape(buildUriTree(items, defaultNodeOrder).roots);
    for (const size of [1, 2, 3, items.length]) {
      const builder = new UriTreeBuilder<Item>(defaultNodeOrder);
      for (let i = 0; i < items.length; i += size) builder.add(items.slice(i, i + size));
      expect(shape(builder.tree.roots), `pages of ${size}`).toEqual(expected);
    }
    const file = new UriTreeBuilder<Item>(defaultNodeOrder).add(items).roots.find((n) => n.segment === 'file://');
    const tmp = file?.children.find((n) => n.segment === 'tmp');
    expect(tmp?.item?.uri).toBe('file:///tmp');
    expect(tmp?.children.map((n) => [n.segment, n.item?.uri, n.duplicates])).toEqual([['a.txt', 'file:///tmp/a.txt', 4]]);
  });

  it('builds the same tree from the reversed list, the first of each path keeping it', () => {
    const items = [...TRICKY].reverse().map((uri) => ({ uri }));
    const builder = new UriTreeBuilder<Item>(defaultNodeOrder);
    for (const item of items) builder.add([item]);
    expect(shape(builder.tree.roots)).toEqual(shape(buildUriTree(items, defaultNodeOrder).roots));
  });

  it('keeps the repeats of a resource that later becomes a folder', () => {
    const builder = new UriTreeBuilder<Item>(defaultNodeOrder);
    builder.add([{ uri: 'x://h/a' }, { uri: 'x://h/a' }, { uri: 'x://h/b' }]);
    const tree = builder.add([{ uri: 'x://h/a/inner' }]);
    const a = tree.roots[0]?.children[0]?.children[0];
    expect([a?.segment, a?.item?.uri, a?.duplicates, a?.count]).toEqual(['a', 'x://h/a', 1, 2]);
    expect(a?.children.map((n) => n.id)).toEqual(['x://\u0000h\u0000a\u0000inner']);
    expect(tree.duplicateUris).toEqual(['x://h/a']);
  });

  it('changes nothing when the same objects come again, repeats included', () => {
    const items = [{ uri: 'x://h/a' }, { uri: 'x://h/a' }, { uri: 'x://h/b/c' }, { uri: 'x://h/b' }];
    const builder = new UriTreeBuilder<Item>(defaultNodeOrder);
    const tree = builder.add(items);
    expect(builder.add([...items].reverse())).toBe(tree);
    expect(tree.roots[0]?.count).toBe(3);
    expect(tree.roots[0]?.children[0]?.children.map((n) => [n.segment, n.duplicates])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
  });
});

describe('GrowingUriTree with lists that are not extensions', () => {
  it('adds the new items of a list that holds every old one in another order', () => {
    const [a, b, c] = [{ uri: 'x://h/a' }, { uri: 'x://h/b' }, { uri: 'x://h/c' }];
    const growing = new GrowingUriTree<Item>();
    const host = growing.update([a, c], 'name', defaultNodeOrder).roots[0]?.children[0];
    const tree = growing.update([c, b, a, c], 'name', defaultNodeOrder);
    expect(tree.roots[0]?.children[0]).toBe(host);
    expect(host?.children.map((n) => [n.segment, n.duplicates])).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 0],
    ]);
    expect(host?.count).toBe(3);
  });
});
