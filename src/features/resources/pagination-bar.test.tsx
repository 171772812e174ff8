import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ValueStore } from '../../lib/value-store';
import { PaginationBar } from './pagination-bar';
import type { LoadingState, ResourcePages } from './use-resource-pages';

afterEach(cleanup);

function pages(count: number, items: number, loading?: LoadingState): ResourcePages {
  const noop = () => undefined;
  return {
    resources: [],
    pages: count,
    items,
    complete: true,
    hasMore: false,
    firstPending: false,
    error: undefined,
    loading: new ValueStore<LoadingState | undefined>(loading),
    notice: undefined,
    loadNext: noop,
    loadAll: noop,
    cancel: noop,
    refresh: noop,
  };
}

describe('PaginationBar counts (issue 33)', () => {
  it('says "1 resource", and keeps "<n> resources loaded" for every other count', () => {
    render(<PaginationBar pages={pages(1, 1)} />);
    expect(screen.getByRole('status').textContent).toBe('1 page · 1 resource loaded · complete');
    cleanup();
    render(<PaginationBar pages={pages(2, 0)} />);
    expect(screen.getByRole('status').textContent).toBe('2 pages · 0 resources loaded · complete');
  });
});
