import { schemeLabel, splitUri, type TreeItem, type UriTree, type UriTreeNode } from './uri-tree';

type Compare<T extends TreeItem> = (a: UriTreeNode<T>, b: UriTreeNode<T>) => number;

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
  readonly #index = new Map<string, UriTreeNode<T>>();
  readonly #parents = new Map<UriTreeNode<T>, UriTreeNode<T>>();
  readonly #duplicateUris = new Set<string>();
  readonly #added = new Set<T>();
  #tree: UriTree<T> = { roots: [], duplicateUris: [] };

  constructor(compare: Compare<T>) {
    // Ties (two siblings with the same label) go by id, so the order never depends on arrival.
    this.#compare = (a, b) => compare(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
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

  #parentOf(node: UriTreeNode<T>): UriTreeNode<T> {
    return this.#parents.get(node) ?? this.#top;
  }

  #touch(node: UriTreeNode<T>, pending: Map<UriTreeNode<T>, Set<UriTreeNode<T>>>): void {
    const parent = this.#parentOf(node);
    const nodes = pending.get(parent) ?? new Set<UriTreeNode<T>>();
    nodes.add(node);
    pending.set(parent, nodes);
  }

  #place(item: T, pending: Map<UriTreeNode<T>, Set<UriTreeNode<T>>>): void {
    const path = splitUri(item.uri);
    const levels = [schemeLabel(path), ...path.segments];
    let node = this.#top;
    let id = '';
    const chain: UriTreeNode<T>[] = [];
    for (let depth = 0; depth < levels.length; depth += 1) {
      const segment = levels[depth] ?? '';
      id = depth === 0 ? segment : `${id}\u0000${segment}`;
      let child = this.#index.get(id);
      if (child === undefined) {
        child = { id, segment, item: undefined, duplicates: 0, children: [], count: 0 };
        this.#index.set(id, child);
        this.#parents.set(child, node);
        // A leaf that gains its first child becomes a folder, which sorts elsewhere.
        if (node.children.length === 0 && node !== this.#top) this.#touch(node, pending);
        node.children.push(child);
        this.#touch(child, pending);
      }
      chain.push(child);
      node = child;
    }
    if (node.item !== undefined) {
      node.duplicates += 1;
      this.#duplicateUris.add(item.uri);
      return;
    }
    node.item = item;
    // Its label may now come from the item's title: its place among its siblings can change.
    this.#touch(node, pending);
    for (const ancestor of chain) ancestor.count += 1;
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

  update(items: readonly T[], sortKey: string, compare: Compare<T>): UriTree<T> {
    const builder = this.#builder;
    if (builder === undefined || sortKey !== this.#sortKey || !holdsAll(items, builder)) {
      this.#builder = new UriTreeBuilder(compare);
      this.#sortKey = sortKey;
      return this.#builder.add(items);
    }
    return builder.add(items);
  }
}

function holdsAll<T extends TreeItem>(items: readonly T[], builder: UriTreeBuilder<T>): boolean {
  let kept = 0;
  for (const item of items) if (builder.has(item)) kept += 1;
  return kept === builder.size;
}
