import type { Resource } from '@modelcontextprotocol/client';
import { useCallback, useMemo, useState } from 'react';
import { ancestorIds, depthOf, splitUri, visibleRows, type TreeRow } from '../../lib/uri/uri-tree';
import { GrowingUriTree } from '../../lib/uri/uri-tree-builder';
import { isFiltering, matcher, nodeOrder, type ResourceFilter, type ResourceSort } from './filter/filter';
import { MimeTypeIndex } from './filter/mime-type-index';

export interface ResourceTreeModel {
  rows: TreeRow<Resource>[];
  shown: number;
  mimeTypes: string[];
  duplicateUris: string[];
  /** The selected URI when no loaded page lists it: the tree shows it at its path, marked. */
  pendingUri: string | undefined;
  toggle: (id: string, expand: boolean) => void;
}

/** Schemes and authorities start open: the first screen shows real folders, not one "demo://" row. */
const OPEN_DEPTH = 2;
/** A listing this small opens fully expanded: three clicks to see five resources is too many. */
const EXPAND_ALL_AT_MOST = 50;

/** Stands in for a resource opened before the page that lists it has loaded; named by its last segment. */
function placeholder(uri: string): Resource {
  const segments = splitUri(uri).segments;
  return { uri, name: segments.at(-1) ?? uri };
}

/**
 * Filter → tree → visible rows, each step memoised so typing in the filter or expanding a
 * folder redoes only what changed. While a filter is active every folder opens, so matches show.
 * The selected resource always has a place in the tree, listed yet or not (deep link, template
 * Read, command palette, session file); it takes its listed place when that page arrives.
 */
export function useResourceTree(resources: readonly Resource[], filter: ResourceFilter, sort: ResourceSort, selectedUri: string | undefined): ResourceTreeModel {
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());
  const filtered = useMemo(() => (isFiltering(filter) ? resources.filter(matcher(filter)) : resources), [resources, filter]);
  const pendingUri = useMemo(
    () => (selectedUri !== undefined && !resources.some((r) => r.uri === selectedUri) ? selectedUri : undefined),
    [resources, selectedUri],
  );
  const placed = useMemo(() => (pendingUri === undefined ? filtered : [...filtered, placeholder(pendingUri)]), [filtered, pendingUri]);
  // Pages that arrive cost only their own resources: the tree grows in place (issue 20).
  const [growing] = useState(() => new GrowingUriTree<Resource>());
  const tree = useMemo(() => growing.update(placed, sort, nodeOrder(sort)), [growing, placed, sort]);
  const [mimeIndex] = useState(() => new MimeTypeIndex());
  const mimeTypes = useMemo(() => mimeIndex.update(resources), [mimeIndex, resources]);
  const reveal = useMemo(() => new Set(selectedUri === undefined ? [] : ancestorIds(selectedUri)), [selectedUri]);
  const openAll = isFiltering(filter) || resources.length <= EXPAND_ALL_AT_MOST;
  const rows = useMemo(
    () => visibleRows(tree.roots, (id) => overrides.get(id) ?? (openAll || depthOf(id) <= OPEN_DEPTH || reveal.has(id))),
    [tree, overrides, openAll, reveal],
  );
  const toggle = useCallback((id: string, expand: boolean) => {
    setOverrides((previous) => new Map(previous).set(id, expand));
  }, []);
  return { rows, shown: filtered.length, mimeTypes, duplicateUris: tree.duplicateUris, pendingUri, toggle };
}
