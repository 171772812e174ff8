// jsdom does no layout, so it has no scrolling methods; components call them after a selection.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {
    // Nothing to scroll without layout.
  };
}
