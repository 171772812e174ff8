import type { Resource } from '@modelcontextprotocol/client';
import { useCallback, useMemo, useState } from 'react';
import { ancestorIds, buildUriTree, depthOf, visibleRows, type TreeRow } from '../../lib/uri-tree';
import { isFiltering, matcher, mimeTypesOf, nodeOrder, type ResourceFilter, type ResourceSort } from './filter';

export interface ResourceTreeModel {
  rows: TreeRow<Resource>[];
  shown: number;
  mimeTypes: string[];
  duplicateUris: string[];
  toggle: (id: string, expand: boolean) => void;
}

/** Schemes and authorities start open: the first screen shows real folders, not one "demo://" row. */
const OPEN_DEPTH = 2;

/**
 * Filter → tree → visible rows, each step memoised so typing in the filter or expanding a
 * folder redoes only what changed. While a filter is active every folder opens, so matches show.
 */
export function useResourceTree(resources: readonly Resource[], filter: ResourceFilter, sort: ResourceSort, selectedUri: string | undefined): ResourceTreeModel {
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());
  const filtered = useMemo(() => (isFiltering(filter) ? resources.filter(matcher(filter)) : resources), [resources, filter]);
  const tree = useMemo(() => buildUriTree(filtered, nodeOrder(sort)), [filtered, sort]);
  const mimeTypes = useMemo(() => mimeTypesOf(resources), [resources]);
  const reveal = useMemo(() => new Set(selectedUri === undefined ? [] : ancestorIds(selectedUri)), [selectedUri]);
  const filtering = isFiltering(filter);
  const rows = useMemo(
    () => visibleRows(tree.roots, (id) => overrides.get(id) ?? (filtering || depthOf(id) <= OPEN_DEPTH || reveal.has(id))),
    [tree, overrides, filtering, reveal],
  );
  const toggle = useCallback((id: string, expand: boolean) => {
    setOverrides((previous) => new Map(previous).set(id, expand));
  }, []);
  return { rows, shown: filtered.length, mimeTypes, duplicateUris: tree.duplicateUris, toggle };
}
