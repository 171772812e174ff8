import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no layout, so a virtualised list would render no rows: give every element a
 * viewport of `height` × `width` pixels for the tests of this file, and unmount after each.
 */
export function withJsdomViewport(height: number, width = 800): void {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(height);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}
