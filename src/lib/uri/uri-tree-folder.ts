import { splitUri, type TreeItem, type UriTreeNode } from './uri-tree';

export type Compare<T extends TreeItem> = (a: UriTreeNode<T>, b: UriTreeNode<T>) => number;

/** A plain hierarchical URI (see uri-tree-leaf-keys): its last segment is what follows its last slash. */
const PLAIN_HIERARCHICAL = /^[a-z][a-z0-9+.-]*:\/\/[^?#%]*[^/?#%]$/;

/** The segment a resource of its own sits under in its folder: its URI's last. */
export function leafSegment(uri: string): string {
  if (PLAIN_HIERARCHICAL.test(uri) && !uri.includes('//', uri.indexOf('//') + 2)) return uri.slice(uri.lastIndexOf('/') + 1);
  return splitUri(uri).segments.at(-1) ?? '';
}

/**
 * A resource without children, as a node: built when read (a folder's `children`, a sort), and
 * never kept by the tree, which holds the resource alone (issue 43).
 */
export class LeafNode<T extends TreeItem> implements UriTreeNode<T> {
  #folder: Folder<T>;
  #item: T;
  #segment: string | undefined;

  constructor(folder: Folder<T>, item: T) {
    this.#folder = folder;
    this.#item = item;
  }

  /** Points this node at another resource: a sort compares two of these, not a node per resource. */
  show(folder: Folder<T>, item: T): this {
    this.#folder = folder;
    this.#item = item;
    this.#segment = undefined;
    return this;
  }

  get item(): T {
    return this.#item;
  }

  get segment(): string {
    this.#segment ??= leafSegment(this.#item.uri);
    return this.#segment;
  }

  get id(): string {
    return this.#folder.childPrefix + this.segment;
  }

  get duplicates(): number {
    return this.#folder.leafDuplicates?.get(this.#item) ?? 0;
  }

  get children(): readonly UriTreeNode<T>[] {
    return NO_NODES;
  }

  get hasChildren(): boolean {
    return false;
  }

  get count(): number {
    return 1;
  }
}

const NO_NODES: readonly never[] = [];

/**
 * A folder of the growing tree: a node with children (or a scheme). Its sub-folders are nodes,
 * sorted; its resources without children are the resources themselves, sorted, and read as
 * `LeafNode`s. Its id is built when read from its parent's prefix and its segment.
 */
export class Folder<T extends TreeItem> implements UriTreeNode<T> {
  readonly parent: Folder<T> | undefined;
  readonly segment: string;
  readonly #compare: Compare<T>;
  /** The start of every child's id: this folder's id and a separator ('' for the top). */
  readonly childPrefix: string;
  item: T | undefined = undefined;
  duplicates = 0;
  count = 0;
  /** Sub-folders in display order (between two `add`s of the builder). */
  folders: Folder<T>[] = [];
  /** Resources without children, in display order (between two `add`s of the builder). */
  leaves: T[] = [];
  /** Resources without children by their key (uri-tree-leaf-keys), made with the first one. */
  leafKeys: Map<string, T> | undefined = undefined;
  /** Sub-folders by segment, made with the first one. */
  bySegment: Map<string, Folder<T>> | undefined = undefined;
  /** Repeats of the URIs of `leaves`, made with the first one. */
  leafDuplicates: Map<T, number> | undefined = undefined;

  constructor(parent: Folder<T> | undefined, segment: string, compare: Compare<T>) {
    this.parent = parent;
    this.segment = segment;
    this.#compare = compare;
    this.childPrefix = parent === undefined ? '' : `${this.id}\u0000`;
  }

  get id(): string {
    return this.parent === undefined ? '' : this.parent.childPrefix + this.segment;
  }

  get hasChildren(): boolean {
    return this.folders.length > 0 || this.leaves.length > 0;
  }

  /** Sub-folders and resources merged in display order: both lists are sorted by the same order. */
  get children(): readonly UriTreeNode<T>[] {
    const { folders, leaves } = this;
    if (leaves.length === 0) return folders;
    const nodes: UriTreeNode<T>[] = [];
    let f = 0;
    for (const item of leaves) {
      const leaf = new LeafNode(this, item);
      for (let folder = folders[f]; folder !== undefined && this.#compare(folder, leaf) <= 0; folder = folders[f]) {
        nodes.push(folder);
        f += 1;
      }
      nodes.push(leaf);
    }
    nodes.push(...folders.slice(f));
    return nodes;
  }
}
