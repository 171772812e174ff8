/** A resource as the tree needs it: the URI is the only required part. */
export interface TreeItem {
  uri: string;
}

/**
 * One node of the resource tree: a folder (path segment), a resource, or a resource that also has
 * children. Read-only: the growing tree builds the nodes of a folder's resources when they are
 * read, so they may be a new object on each read (compare nodes by `id`, never by identity).
 */
export interface UriTreeNode<T extends TreeItem> {
  /** Stable across rebuilds: the node's path in the hierarchy. */
  readonly id: string;
  /** The path segment (percent-decoded for display), or the scheme. */
  readonly segment: string;
  readonly item: T | undefined;
  /** How many times the same URI was listed again after the first (spec §13.2: URIs identify resources). */
  readonly duplicates: number;
  /** In display order. The growing tree builds this list when it is read: read it for folders on show. */
  readonly children: readonly UriTreeNode<T>[];
  /** Whether `children` is non-empty, known without building it (sort orders and rows read this). */
  readonly hasChildren: boolean;
  /** Resources at and below this node. */
  readonly count: number;
}

/** Where a URI sits in the hierarchy: scheme, then authority (if any), then path segments. */
export interface UriPath {
  scheme: string;
  hierarchical: boolean;
  segments: string[];
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):(.*)$/s;

function decodeSegment(segment: string): string {
  // Most segments have no escapes; skipping decodeURIComponent for them halves tree building.
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    // A stray "%" is not an error in a label; show what the server sent.
    return segment;
  }
}

/**
 * Splits a URI (RFC 3986 §3) into tree levels. `scheme://authority/a/b` → [authority, a, b];
 * an empty authority (`file:///x`) adds no level; empty segments (double or trailing slashes)
 * are skipped; query and fragment stay on the last segment. A URI without `//` (`urn:`,
 * `mailto:`) is not hierarchical and sits directly under its scheme.
 */
export function splitUri(uri: string): UriPath {
  const match = SCHEME.exec(uri);
  if (match === null) return { scheme: '', hierarchical: false, segments: [uri] };
  const scheme = (match[1] ?? '').toLowerCase();
  const rest = match[2] ?? '';
  if (!rest.startsWith('//')) return { scheme, hierarchical: false, segments: [rest] };
  const afterSlashes = rest.slice(2);
  const end = afterSlashes.search(/[/?#]/);
  const authority = end === -1 ? afterSlashes : afterSlashes.slice(0, end);
  const path = end === -1 ? '' : afterSlashes.slice(end);
  const tailStart = path.search(/[?#]/);
  const pathPart = tailStart === -1 ? path : path.slice(0, tailStart);
  const tail = tailStart === -1 ? '' : path.slice(tailStart);
  const segments = pathPart.split('/').filter((s) => s !== '').map(decodeSegment);
  if (tail !== '') {
    if (segments.length === 0) segments.push(tail);
    else segments[segments.length - 1] = `${segments[segments.length - 1] ?? ''}${tail}`;
  }
  return { scheme, hierarchical: true, segments: authority === '' ? segments : [decodeSegment(authority), ...segments] };
}

/** The top-level label of a scheme group. */
export function schemeLabel(path: UriPath): string {
  if (path.scheme === '') return '(no scheme)';
  return path.hierarchical ? `${path.scheme}://` : `${path.scheme}:`;
}

/** A node of `buildUriTree`, written while it builds. */
interface BuiltNode<T extends TreeItem> extends UriTreeNode<T> {
  item: T | undefined;
  duplicates: number;
  children: BuiltNode<T>[];
  hasChildren: boolean;
  count: number;
}

function newNode<T extends TreeItem>(id: string, segment: string): BuiltNode<T> {
  return { id, segment, item: undefined, duplicates: 0, children: [], hasChildren: false, count: 0 };
}

/** The result of building: the top-level nodes and the URIs listed more than once. */
export interface UriTree<T extends TreeItem> {
  roots: UriTreeNode<T>[];
  duplicateUris: string[];
}

function finish<T extends TreeItem>(node: BuiltNode<T>, compare: (a: UriTreeNode<T>, b: UriTreeNode<T>) => number): number {
  let count = node.item === undefined ? 0 : 1;
  for (const child of node.children) count += finish(child, compare);
  node.hasChildren = node.children.length > 0;
  node.children.sort(compare);
  node.count = count;
  return count;
}

/** Folders first, then by segment, so a listing reads like a file explorer. */
export function defaultNodeOrder<T extends TreeItem>(a: UriTreeNode<T>, b: UriTreeNode<T>): number {
  const folderA = a.hasChildren ? 0 : 1;
  const folderB = b.hasChildren ? 0 : 1;
  return folderA - folderB || (a.segment < b.segment ? -1 : a.segment > b.segment ? 1 : 0);
}

/**
 * Builds the URI hierarchy of a listing (spec §13.2). Runs in O(n log n) for n resources, so
 * 10,000 rebuild within a frame or two. The first occurrence of a duplicate URI wins; the
 * others are counted on its node and reported.
 */
export function buildUriTree<T extends TreeItem>(
  items: readonly T[],
  compare: (a: UriTreeNode<T>, b: UriTreeNode<T>) => number = defaultNodeOrder,
): UriTree<T> {
  const top = newNode<T>('', '');
  const index = new Map<string, BuiltNode<T>>();
  const duplicateUris = new Set<string>();
  for (const item of items) {
    const path = splitUri(item.uri);
    let node = top;
    let id = schemeLabel(path);
    const levels = [id, ...path.segments];
    for (let depth = 0; depth < levels.length; depth += 1) {
      if (depth > 0) id = `${id}\u0000${levels[depth] ?? ''}`;
      let child = index.get(id);
      if (child === undefined) {
        child = newNode<T>(id, levels[depth] ?? '');
        index.set(id, child);
        node.children.push(child);
      }
      node = child;
    }
    if (node.item === undefined) node.item = item;
    else {
      node.duplicates += 1;
      duplicateUris.add(item.uri);
    }
  }
  finish(top, compare);
  return { roots: top.children, duplicateUris: [...duplicateUris] };
}

/** One visible row of the flattened tree, with what `aria-level`/`aria-setsize`/`aria-posinset` need. */
export interface TreeRow<T extends TreeItem> {
  node: UriTreeNode<T>;
  level: number;
  setSize: number;
  posInSet: number;
  parentId: string | undefined;
  expanded: boolean | undefined;
}

/** The rows a virtualised tree renders: every node whose ancestors are all expanded, in order. */
export function visibleRows<T extends TreeItem>(roots: readonly UriTreeNode<T>[], isExpanded: (id: string) => boolean): TreeRow<T>[] {
  const rows: TreeRow<T>[] = [];
  const walk = (nodes: readonly UriTreeNode<T>[], level: number, parentId: string | undefined): void => {
    nodes.forEach((node, i) => {
      const expanded = node.hasChildren ? isExpanded(node.id) : undefined;
      rows.push({ node, level, setSize: nodes.length, posInSet: i + 1, parentId, expanded });
      if (expanded === true) walk(node.children, level + 1, node.id);
    });
  };
  walk(roots, 1, undefined);
  return rows;
}

/** The ids of the nodes above `uri`'s own node, top first: what to expand to reveal it. */
export function ancestorIds(uri: string): string[] {
  const path = splitUri(uri);
  const ids: string[] = [];
  let id = schemeLabel(path);
  for (const segment of path.segments.slice(0, -1)) {
    ids.push(id);
    id = `${id}\u0000${segment}`;
  }
  ids.push(id);
  return ids;
}

/** A node's depth from its id (1 = scheme). */
export function depthOf(id: string): number {
  let depth = 1;
  for (let i = 0; i < id.length; i += 1) if (id.charCodeAt(i) === 0) depth += 1;
  return depth;
}
