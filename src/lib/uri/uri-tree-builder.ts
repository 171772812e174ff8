import { schemeLabel, splitUri, type TreeItem, type UriPath, type UriTree } from './uri-tree';
import { Folder, LeafNode, type Compare } from './uri-tree-folder';
import { LeafKeys } from './uri-tree-leaf-keys';

/** Above this share of new entries, a sorted list re-sorts once instead of inserting one by one. */
const RESORT_SHARE = 0.25;

/** The first index in `sorted` whose value orders after `value` (stable for ties). */
function insertionIndex<V>(sorted: readonly V[], value: V, compare: (a: V, b: V) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const other = sorted[mid];
    if (other !== undefined && compare(other, value) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** What one `add` changed, put in order once at its end. */
interface Pending<T extends TreeItem> {
  /** Per folder, the sub-folders that are new or whose sort key changed. */
  folders: Map<Folder<T>, Set<Folder<T>>>;
  /** Per folder with new resources: how many of its leaves were in order before (the new ones follow). */
  leaves: Map<Folder<T>, number>;
}

/**
 * The URI tree of a listing that grows page by page (spec §13.2, §18): each `add` costs the new
 * items, not the whole listing, and yields the same tree whatever order the pages came in. Folders
 * are updated in place; every change gives a new `UriTree` object, so views keyed on it redraw.
 * A resource without children costs its folder one array slot and one map entry keyed by its own
 * URI (uri-tree-leaf-keys): no node, segment or id string of its own (issue 43: 100,000 resources in a few folders).
 */
export class UriTreeBuilder<T extends TreeItem> {
  readonly #compare: Compare<T>;
  readonly #top: Folder<T>;
  readonly #keys = new LeafKeys();
  readonly #duplicateUris = new Set<string>();
  /** Items counted as repeats of a URI listed before: adding one again changes nothing. */
  readonly #repeats = new Set<T>();
  /** Two nodes a sort of a folder's resources points at the two it compares. */
  #scratch: [LeafNode<T>, LeafNode<T>] | undefined;
  #tree: UriTree<T> = { roots: [], duplicateUris: [] };

  constructor(compare: Compare<T>) {
    // Ties (two siblings with the same label) go by segment, so the order never depends on
    // arrival; siblings share their id prefix, so this is their id order without building ids.
    this.#compare = (a, b) => compare(a, b) || (a.segment < b.segment ? -1 : a.segment > b.segment ? 1 : 0);
    this.#top = new Folder<T>(undefined, '', this.#compare);
  }

  /** The tree as it stands; the same object until the next `add` that changes something. */
  get tree(): UriTree<T> {
    return this.#tree;
  }

  /** Adds the items not added before; the first item listed for a URI wins, later ones count as duplicates. */
  add(items: Iterable<T>): UriTree<T> {
    const pending: Pending<T> = { folders: new Map(), leaves: new Map() };
    let changed = false;
    for (const item of items) if (this.#place(item, pending)) changed = true;
    if (!changed) return this.#tree;
    for (const [parent, nodes] of pending.folders) this.#mergeFolders(parent, nodes);
    for (const [folder, inOrder] of pending.leaves) this.#mergeLeaves(folder, inOrder);
    this.#tree = { roots: [...this.#top.children], duplicateUris: [...this.#duplicateUris] };
    return this.#tree;
  }

  /** Places one item; false when it was placed (or counted) before. */
  #place(item: T, pending: Pending<T>): boolean {
    if (this.#repeats.has(item)) return false;
    const path = splitUri(item.uri);
    const scheme = schemeLabel(path);
    let folder = this.#top.bySegment?.get(scheme) ?? this.#newFolder(this.#top, scheme, path, 0, pending);
    const depth = path.segments.length;
    for (let i = 0; i < depth; i += 1) {
      const segment = path.segments[i] ?? '';
      const sub = folder.bySegment?.get(segment);
      if (sub !== undefined) folder = sub;
      else if (i === depth - 1) return this.#placeLeaf(folder, path, item, pending);
      else folder = this.#newFolder(folder, segment, path, i + 1, pending);
    }
    return this.#placeOn(folder, item, pending);
  }

  /** A new sub-folder at the first `depth` segments of `path`; a resource already there becomes its item. */
  #newFolder(parent: Folder<T>, segment: string, path: UriPath, depth: number, pending: Pending<T>): Folder<T> {
    this.#growing(parent, pending);
    const folder = new Folder<T>(parent, segment, this.#compare);
    (parent.bySegment ??= new Map()).set(segment, folder);
    parent.folders.push(folder);
    this.#touch(pending, parent, folder);
    const key = depth === 0 ? undefined : this.#keys.find(parent.leafKeys, path, depth, undefined);
    const leaf = key === undefined ? undefined : parent.leafKeys?.get(key);
    if (key === undefined || leaf === undefined) return folder;
    parent.leafKeys?.delete(key);
    folder.item = leaf;
    folder.count = 1;
    folder.duplicates = parent.leafDuplicates?.get(leaf) ?? 0;
    parent.leafDuplicates?.delete(leaf);
    this.#removeLeaf(parent, leaf, pending);
    return folder;
  }

  /** An item whose path ends at a folder that has no resource of its own there yet. */
  #placeLeaf(folder: Folder<T>, path: UriPath, item: T, pending: Pending<T>): boolean {
    const key = this.#keys.find(folder.leafKeys, path, path.segments.length, item.uri);
    const first = key === undefined ? undefined : folder.leafKeys?.get(key);
    if (first === item) return false;
    if (first !== undefined) {
      folder.leafDuplicates ??= new Map();
      folder.leafDuplicates.set(first, (folder.leafDuplicates.get(first) ?? 0) + 1);
      this.#repeat(item);
      return true;
    }
    (folder.leafKeys ??= new Map()).set(this.#keys.keyOf(path, item.uri), item);
    this.#growing(folder, pending);
    if (!pending.leaves.has(folder)) pending.leaves.set(folder, folder.leaves.length);
    folder.leaves.push(item);
    this.#count(folder);
    return true;
  }

  /** An item whose path ends at a folder: it becomes the folder's resource, or a repeat of it. */
  #placeOn(folder: Folder<T>, item: T, pending: Pending<T>): boolean {
    if (folder.item === item) return false;
    if (folder.item !== undefined) {
      folder.duplicates += 1;
      this.#repeat(item);
      return true;
    }
    folder.item = item;
    // Its label may now come from the item's title: its place among its siblings can change.
    if (folder.parent !== undefined) this.#touch(pending, folder.parent, folder);
    this.#count(folder);
    return true;
  }

  #repeat(item: T): void {
    this.#repeats.add(item);
    this.#duplicateUris.add(item.uri);
  }

  /** One more resource at and below `folder`. */
  #count(folder: Folder<T>): void {
    for (let at: Folder<T> | undefined = folder; at !== undefined && at !== this.#top; at = at.parent) at.count += 1;
  }

  /** A folder about to get its first child (a scheme that held only a resource) sorts elsewhere. */
  #growing(folder: Folder<T>, pending: Pending<T>): void {
    if (!folder.hasChildren && folder.parent !== undefined) this.#touch(pending, folder.parent, folder);
  }

  #touch(pending: Pending<T>, parent: Folder<T>, folder: Folder<T>): void {
    const folders = pending.folders.get(parent);
    if (folders === undefined) pending.folders.set(parent, new Set([folder]));
    else folders.add(folder);
  }

  #removeLeaf(folder: Folder<T>, item: T, pending: Pending<T>): void {
    const at = folder.leaves.indexOf(item);
    if (at === -1) return;
    folder.leaves.splice(at, 1);
    const inOrder = pending.leaves.get(folder);
    if (inOrder !== undefined && at < inOrder) pending.leaves.set(folder, inOrder - 1);
  }

  /** Puts `nodes` (new, or with a changed sort key) into place among the parent's other sub-folders. */
  #mergeFolders(parent: Folder<T>, nodes: ReadonlySet<Folder<T>>): void {
    const all = parent.folders;
    if (nodes.size >= all.length * RESORT_SHARE) {
      all.sort(this.#compare);
      return;
    }
    const sorted = all.filter((node) => !nodes.has(node));
    for (const node of nodes) sorted.splice(insertionIndex(sorted, node, this.#compare), 0, node);
    parent.folders = sorted;
  }

  /** Puts the folder's new resources (after the first `inOrder`) into place among the others. */
  #mergeLeaves(folder: Folder<T>, inOrder: number): void {
    const leaves = folder.leaves;
    const first = leaves[0];
    if (first === undefined) return;
    const scratch = (this.#scratch ??= [new LeafNode(folder, first), new LeafNode(folder, first)]);
    const order = (x: T, y: T): number => this.#compare(scratch[0].show(folder, x), scratch[1].show(folder, y));
    if (leaves.length - inOrder >= leaves.length * RESORT_SHARE) {
      leaves.sort(order);
      return;
    }
    const sorted = leaves.slice(0, inOrder);
    for (let i = inOrder; i < leaves.length; i += 1) {
      const item = leaves[i];
      if (item !== undefined) sorted.splice(insertionIndex(sorted, item, order), 0, item);
    }
    folder.leaves = sorted;
  }
}

/**
 * The tree of a list that usually only grows (pages arriving): it extends the tree it has when
 * the new list still holds every item of the last one under the same sort, and starts over
 * otherwise (a filter, a refreshed page, another sort). The items in the tree are always those
 * of the last list, so that list is all it keeps to know them.
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
    if (builder !== undefined && sortKey === this.#sortKey) {
      if (extends_(items, last)) return builder.add(items.slice(last.length));
      const added = addedTo(last, items);
      if (added !== undefined) return builder.add(added);
    }
    this.#builder = new UriTreeBuilder(compare);
    this.#sortKey = sortKey;
    return this.#builder.add(items);
  }
}

/** True when `items` begins with every element of `prefix`, in order (identity, no hashing). */
function extends_<T>(items: readonly T[], prefix: readonly T[]): boolean {
  if (prefix.length === 0 || items.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i += 1) if (items[i] !== prefix[i]) return false;
  return true;
}

/** The items of `next` not in `last` when `next` holds every item of `last` (by identity), else undefined. */
function addedTo<T>(last: readonly T[], next: readonly T[]): T[] | undefined {
  const missing = new Set(last);
  const added: T[] = [];
  for (const item of next) if (!missing.delete(item)) added.push(item);
  return missing.size === 0 ? added : undefined;
}
