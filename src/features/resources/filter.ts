import type { Resource } from '@modelcontextprotocol/client';
import type { UriTreeNode } from '../../lib/uri/uri-tree';

export interface ResourceFilter {
  text: string;
  audience: 'any' | 'user' | 'assistant';
  /** 0 shows everything, including resources without a priority. */
  minPriority: number;
  /** Empty: any MIME type. */
  mimeType: string;
}

export type ResourceSort = 'name' | 'priority' | 'lastModified';

export const NO_FILTER: ResourceFilter = { text: '', audience: 'any', minPriority: 0, mimeType: '' };

/** A stored filter, checked field by field (it comes back from sessionStorage). */
export function decodeResourceFilter(raw: unknown): ResourceFilter | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const text: unknown = Reflect.get(raw, 'text');
  const audience: unknown = Reflect.get(raw, 'audience');
  const minPriority: unknown = Reflect.get(raw, 'minPriority');
  const mimeType: unknown = Reflect.get(raw, 'mimeType');
  if (typeof text !== 'string' || typeof mimeType !== 'string' || typeof minPriority !== 'number' || !Number.isFinite(minPriority)) return undefined;
  if (audience !== 'any' && audience !== 'user' && audience !== 'assistant') return undefined;
  return { text, audience, minPriority, mimeType };
}

/** The label a resource is shown by (spec §13.2: `title` for display, else `name`). */
export function resourceLabel(resource: Pick<Resource, 'name' | 'title'>): string {
  return resource.title ?? resource.name;
}

export function isFiltering(filter: ResourceFilter): boolean {
  return filter.text.trim() !== '' || filter.audience !== 'any' || filter.minPriority > 0 || filter.mimeType !== '';
}

/** Builds one predicate per filter so that 10,000 resources are checked with plain string tests. */
export function matcher(filter: ResourceFilter): (resource: Resource) => boolean {
  const needle = filter.text.trim().toLowerCase();
  return (resource) => {
    if (filter.mimeType !== '' && resource.mimeType !== filter.mimeType) return false;
    if (filter.audience !== 'any' && !(resource.annotations?.audience ?? []).includes(filter.audience)) return false;
    if (filter.minPriority > 0 && (resource.annotations?.priority ?? -1) < filter.minPriority) return false;
    if (needle === '') return true;
    return (
      resource.name.toLowerCase().includes(needle) ||
      resource.uri.toLowerCase().includes(needle) ||
      (resource.title?.toLowerCase().includes(needle) ?? false) ||
      (resource.description?.toLowerCase().includes(needle) ?? false)
    );
  };
}

/** Every distinct MIME type in the listing, for the MIME filter. */
export function mimeTypesOf(resources: readonly Resource[]): string[] {
  const types = new Set<string>();
  for (const resource of resources) if (resource.mimeType !== undefined) types.add(resource.mimeType);
  return [...types].sort();
}

function labelOf(node: UriTreeNode<Resource>): string {
  return node.item === undefined ? node.segment : resourceLabel(node.item);
}

// Plain code-point order of lower-cased labels: a locale collator costs several times more,
// which shows when 10,000 resources are sorted on every rebuild.
function byLabel(a: UriTreeNode<Resource>, b: UriTreeNode<Resource>): number {
  const left = labelOf(a).toLowerCase();
  const right = labelOf(b).toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

function lastModifiedOf(node: UriTreeNode<Resource>): number {
  const value = node.item?.annotations?.lastModified;
  const at = value === undefined ? Number.NaN : Date.parse(value);
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
}

/** Folders first (like a file explorer), then by the chosen key; ties by label. */
export function nodeOrder(sort: ResourceSort): (a: UriTreeNode<Resource>, b: UriTreeNode<Resource>) => number {
  return (a, b) => {
    const folders = (a.children.length > 0 ? 0 : 1) - (b.children.length > 0 ? 0 : 1);
    if (folders !== 0) return folders;
    if (sort === 'priority') {
      const diff = (b.item?.annotations?.priority ?? -1) - (a.item?.annotations?.priority ?? -1);
      if (diff !== 0) return diff;
    } else if (sort === 'lastModified') {
      const diff = lastModifiedOf(b) - lastModifiedOf(a);
      if (diff !== 0 && Number.isFinite(diff)) return diff;
      if (diff !== 0) return lastModifiedOf(a) === Number.NEGATIVE_INFINITY ? 1 : -1;
    }
    return byLabel(a, b);
  };
}
