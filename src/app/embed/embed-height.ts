import { FONT_FAMILY, type EmbedFrame } from '../../lib/embed/embed-frame';
import { HEIGHT_MESSAGE, type HeightMessage } from '../../lib/embed/embed-messages';

/** Host styling: the host's accent colour and font, each only when it parses as one. */
function applyHostStyle(frame: EmbedFrame, root: HTMLElement): void {
  if (frame.accent !== undefined && CSS.supports('color', frame.accent)) {
    // embed-frame.css derives --accent from it per theme, so the dark theme keeps its contrast.
    root.style.setProperty('--host-accent', frame.accent);
    root.dataset.hostAccent = '';
  }
  if (frame.font !== undefined && FONT_FAMILY.test(frame.font) && CSS.supports('font-family', frame.font)) root.style.setProperty('--font-ui', frame.font);
}

/**
 * The frame side of `<mcp-console height="auto">`: the layout sizes to its content
 * (`data-embed-height`, see embed-frame.css) and every change of the body's height is posted
 * to the parent, to the one origin the element named; a page of any other origin that framed
 * us receives nothing (the browser drops a message whose target origin does not match).
 * Returns the stop function.
 */
export function startEmbedFrame(frame: EmbedFrame, win: Window = window): () => void {
  const root = win.document.documentElement;
  applyHostStyle(frame, root);
  if (!frame.autoHeight || win.parent === win) return () => undefined;
  root.dataset.embedHeight = 'auto';
  const body = win.document.body;
  let last = -1;
  const post = (): void => {
    const height = Math.ceil(body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    const message: HeightMessage = { type: HEIGHT_MESSAGE, id: frame.id, height };
    win.parent.postMessage(message, frame.parentOrigin);
  };
  const observer = new ResizeObserver(post);
  observer.observe(body);
  post();
  return () => {
    observer.disconnect();
    delete root.dataset.embedHeight;
  };
}
