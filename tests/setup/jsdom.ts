import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after this budget (1 s by default), which a render beside another
// worker on the loaded 2-core CI machine overran; a passing test never waits for it.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does no layout, so it has no scrolling methods; components call them after a selection.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {
    // Nothing to scroll without layout.
  };
}

// Panels remember their filters in sessionStorage (hooks/use-remembered-state); each test starts
// from a fresh tab, as a test that typed a filter must not narrow the next test's list.
afterEach(() => {
  sessionStorage.clear();
});
