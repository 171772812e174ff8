import { schemeLabel, splitUri, type TreeItem, type UriTree, type UriTreeNode } from './uri-tree';

type Compare<T extends TreeItem> = (a: UriTreeNode<T>, b: UriTreeNode<T>) => number;

/**
 * The children of every leaf until it gets one: 100,000 leaves need no empty list each. It is
 * never written to: a node's first child replaces it with a list of its own.
 */
const NO_CHILDREN: never[] = [];

/**
 * A node of the growing tree. Its id is built when read, from its folder's prefix (one string per
 * folder) and its segment: the 100,000 leaves of a large listing hold no id string each, and only
 * the rows on screen, the expanded set and a reveal ever read one (issue 43).
 */
class GrownNode<T extends TreeItem> implements UriTreeNode<T> {
  readonly #prefix: string;
  readonly segment: string;
  item: T | undefined = undefined;
  duplicates = 0;
  children: UriTreeNode<T>[] = NO_CHILDREN;
  count = 0;

  constructor(prefix: string, segment: string) {
    this.#prefix = prefix;
    this.segment = segment;
  }

  get id(): string {
    return this.#prefix + this.segment;
  }
}

/** Above this share of new children, a folder re-sorts once instead of inserting one by one. */
const RESORT_SHARE = 0.25;

/** The first index in `sorted` whose node orders after `node` (stable for ties). */
function insertionIndex<T extends TreeItem>(sorted: readonly UriTreeNode<T>[], node: UriTreeNode<T>, compare: Compare<T>): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const other = sorted[mid];
    if (other !== undefined && compare(other, node) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The URI tree of a listing that grows page by page (spec §13.2, §18): each `add` costs the new
 * items, not the whole listing, and yields the same tree whatever order the pages came in. Nodes
 * are updated in place; every change gives a new `UriTree` object, so views keyed on it redraw.
 */
export class UriTreeBuilder<T extends TreeItem> {
  readonly #compare: Compare<T>;
  readonly #top: UriTreeNode<T> = { id: '', segment: '', item: undefined, duplicates: 0, children: [], count: 0 };
  // Children by segment, per folder only: a lookup hashes one short segment, not a long path id,
  // and the 100,000 leaves of a large listing need no entry of their own (issue 43). With it, the
  // folder's id prefix, shared by its children (their ids are built only when read).
  readonly #childIndex = new Map<UriTreeNode<T>, { prefix: string; bySegment: Map<string, UriTreeNode<T>> }>();
  readonly #duplicateUris = new Set<string>();
  readonly #added = new Set<T>();
  #tree: UriTree<T> = { roots: [], duplicateUris: [] };

  constructor(compare: Compare<T>) {
    // Ties (two siblings with the same label) go by segment, so the order never depends on
    // arrival; siblings share their id prefix, so this is their id order without building ids.
    this.#compare = (a, b) => compare(a, b) || (a.segment < b.segment ? -1 : a.segment > b.segment ? 1 : 0);
  }

  /** Items already in the tree (by identity). */
  get size(): number {
    return this.#added.size;
  }

  has(item: T): boolean {
    return this.#added.has(item);
  }

  /** The tree as it stands; the same object until the next `add` that changes something. */
  get tree(): UriTree<T> {
    return this.#tree;
  }

  /** Adds the items not added before; the first item listed for a URI wins, later ones count as duplicates. */
  add(items: Iterable<T>): UriTree<T> {
    // Per folder, the children that are new or whose sort key changed: placed once at the end.
    const pending = new Map<UriTreeNode<T>, Set<UriTreeNode<T>>>();
    let changed = false;
    for (const item of items) {
      if (this.#added.has(item)) continue;
      this.#added.add(item);
      changed = true;
      this.#place(item, pending);
    }
    if (!changed) return this.#tree;
    for (const [parent, nodes] of pending) this.#merge(parent, nodes);
    this.#tree = { roots: this.#top.children, duplicateUris: [...this.#duplicateUris] };
    return this.#tree;
  }

  #touch(parent: UriTreeNode<T>, node: UriTreeNode<T>, pending: Map<UriTreeNode<T>, Set<UriTreeNode<T>>>): void {
    const nodes = pending.get(parent);
    if (nodes === undefined) pending.set(parent, new Set([node]));
    else nodes.add(node);
  }

  #child(parent: UriTreeNode<T>, segment: string, pending: Map<UriTreeNode<T>, Set<UriTreeNode<T>>>, grandparent: UriTreeNode<T>): UriTreeNode<T> {
    let index = this.#childIndex.get(parent);
    const found = index?.bySegment.get(segment);
    if (found !== undefined) return found;
    if (index === undefined) {
      index = { prefix: parent === this.#top ? '' : `${parent.id}\u0000`, bySegment: new Map() };
      this.#childIndex.set(parent, index);
      parent.children = [];
      // A leaf that gains its first child becomes a folder, which sorts elsewhere.
      if (parent !== this.#top) this.#touch(grandparent, parent, pending);
    }
    const child = new GrownNode<T>(index.prefix, segment);
    index.bySegment.set(segment, child);
    parent.children.push(child);
    this.#touch(parent, child, pending);
    return child;
  }

  #place(item: T, pending: Map<UriTreeNode<T>, Set<UriTreeNode<T>>>): void {
    const path = splitUri(item.uri);
    const chain: UriTreeNode<T>[] = [this.#top];
    let parent = this.#top;
    let node = this.#child(parent, schemeLabel(path), pending, this.#top);
    chain.push(node);
    for (const segment of path.segments) {
      const next = this.#child(node, segment, pending, parent);
      parent = node;
      node = next;
      chain.push(node);
    }
    if (node.item !== undefined) {
      node.duplicates += 1;
      this.#duplicateUris.add(item.uri);
      return;
    }
    node.item = item;
    // Its label may now come from the item's title: its place among its siblings can change.
    this.#touch(parent, node, pending);
    for (let i = 1; i < chain.length; i += 1) {
      const ancestor = chain[i];
      if (ancestor !== undefined) ancestor.count += 1;
    }
  }

  /** Puts `nodes` (new, or with a changed sort key) into place among the parent's other children. */
  #merge(parent: UriTreeNode<T>, nodes: ReadonlySet<UriTreeNode<T>>): void {
    const all = parent.children;
    if (nodes.size >= all.length * RESORT_SHARE) {
      all.sort(this.#compare);
      return;
    }
    const sorted = all.filter((node) => !nodes.has(node));
    for (const node of nodes) sorted.splice(insertionIndex(sorted, node, this.#compare), 0, node);
    parent.children = sorted;
  }
}

/**
 * The tree of a list that usually only grows (pages arriving): it extends the tree it has when
 * the new list still holds every item already placed under the same sort, and starts over
 * otherwise (a filter, a refreshed page, another sort).
 */
export class GrowingUriTree<T extends TreeItem> {
  #builder: UriTreeBuilder<T> | undefined;
  #sortKey: string | undefined;
  /** The list of the last update: a list that starts with it costs only its new tail. */
  #last: readonly T[] = [];

  update(items: readonly T[], sortKey: string, compare: Compare<T>): UriTree<T> {
    const builder = this.#builder;
    const last = this.#last;
    this.#last = items;
    if (builder !== undefined && sortKey === this.#sortKey && extends_(items, last)) return builder.add(items.slice(last.length));
    if (builder === undefined || sortKey !== this.#sortKey || !holdsAll(items, builder)) {
      this.#builder = new UriTreeBuilder(compare);
      this.#sortKey = sortKey;
      return this.#builder.add(items);
    }
    return builder.add(items);
  }
}

/** True when `items` begins with every element of `prefix`, in order (identity, no hashing). */
function extends_<T>(items: readonly T[], prefix: readonly T[]): boolean {
  if (prefix.length === 0 || items.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i += 1) if (items[i] !== prefix[i]) return false;
  return true;
}

function holdsAll<T extends TreeItem>(items: readonly T[], builder: UriTreeBuilder<T>): boolean {
  let kept = 0;
  for (const item of items) if (builder.has(item)) kept += 1;
  return kept === builder.size;
}
