import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_FILTER } from './filter';
import { FilterBar } from './filter-bar';

afterEach(cleanup);

function show(shown: number, total: number) {
  const noop = () => undefined;
  return render(<FilterBar filter={NO_FILTER} sort="name" mimeTypes={[]} shown={shown} total={total} onFilter={noop} onSort={noop} />);
}

describe('FilterBar (issue 43: the listing summary says one thing once)', () => {
  it('leaves the count of resources to the pagination bar while nothing is filtered out', () => {
    const { container } = show(20, 20);
    expect(container.textContent).not.toMatch(/\b20\b/);
  });

  it('says how many of the loaded resources the filter leaves', () => {
    show(3, 20);
    expect(screen.getByText('3 of 20 match')).toBeTruthy();
    cleanup();
    show(1, 20);
    expect(screen.getByText('1 of 20 matches')).toBeTruthy();
  });
});
