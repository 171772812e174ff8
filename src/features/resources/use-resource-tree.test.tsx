import type { Resource } from '@modelcontextprotocol/client';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_FILTER } from './filter/filter';
import { useResourceTree } from './use-resource-tree';

const listing = (count: number): Resource[] =>
  Array.from({ length: count }, (_, i) => ({ uri: `x://host/a/b/item-${String(i).padStart(3, '0')}.txt`, name: `item ${i}` }));

const labels = (model: ReturnType<typeof useResourceTree>) => model.rows.map((row) => row.node.item?.name ?? row.node.segment);

describe('useResourceTree', () => {
  it('opens a listing of at most 50 resources fully expanded, and a larger one only to its authorities', () => {
    const small = renderHook(() => useResourceTree(listing(50), NO_FILTER, 'name', undefined)).result.current;
    expect(labels(small)).toContain('item 49');
    const large = renderHook(() => useResourceTree(listing(51), NO_FILTER, 'name', undefined)).result.current;
    expect(labels(large)).toEqual(['x://', 'host', 'a']);
  });

  it('places a selected resource no loaded page lists at its path, then in its listed place', () => {
    const uri = 'x://host/a/b/item-999.txt';
    const { result, rerender } = renderHook(({ resources }) => useResourceTree(resources, NO_FILTER, 'name', uri), { initialProps: { resources: listing(60) } });
    expect(result.current.pendingUri).toBe(uri);
    const stand = result.current.rows.find((row) => row.node.item?.uri === uri);
    expect(stand?.node.item?.name).toBe('item-999.txt');
    expect(stand?.level).toBe(5);

    rerender({ resources: [...listing(60), { uri, name: 'Listed at last' }] });
    expect(result.current.pendingUri).toBeUndefined();
    expect(result.current.rows.filter((row) => row.node.item?.uri === uri).map((row) => row.node.item?.name)).toEqual(['Listed at last']);
  });
});
