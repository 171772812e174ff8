import { clampHeight, isHeightMessage } from '../lib/embed/embed-messages';
import { CSS_LENGTH, frameUrl, LINK_ATTRIBUTES } from './frame-url';

/**
 * What the frame may do, and no more: run its own scripts on its own origin (storage, fetch to
 * MCP servers), submit its forms (React handles them), open "Open in console" in a new tab.
 * No top navigation, no downloads, no pointer lock, no modals.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
/** The copy buttons need the clipboard; no camera, microphone or anything else is delegated. */
export const FRAME_ALLOW = 'clipboard-write';

const PLACEHOLDER_HEIGHT = '240px';
/** Inline walkthroughs ride in the frame's address; beyond this they belong in a file (`walkthrough=`). */
const MAX_INLINE_CHARS = 32_000;

function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The text without the indentation its lines share (a block indented to match the page's HTML). */
export function dedent(text: string): string {
  const lines = text.replace(/^\s*\n/, '').trimEnd().split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(common)).join('\n');
}

/** A walkthrough written inside the element, in a data block the browser never executes. */
function inlineWalkthrough(host: HTMLElement): string | undefined {
  const block = host.querySelector('script[type="application/yaml"], script[type="text/yaml"], script[type="application/json"]');
  const text = block === null ? '' : dedent(block.textContent);
  return text !== '' && text.length <= MAX_INLINE_CHARS ? text : undefined;
}

/** `<mcp-console>`: one sandboxed console frame, made when it first scrolls near the viewport. */
export function defineMcpConsole(defaultSrc: string): void {
  if (customElements.get('mcp-console') !== undefined) return;

  class McpConsoleElement extends HTMLElement {
    static observedAttributes = [...LINK_ATTRIBUTES, 'theme', 'walkthrough', 'height', 'title', 'src'];
    private frame: HTMLIFrameElement | undefined;
    private readonly embedId = randomId();
    private visible: IntersectionObserver | undefined;
    private readonly root = this.attachShadow({ mode: 'open' });

    connectedCallback(): void {
      this.style.display ||= 'block';
      // Until the frame is made, the element keeps its place, so the page does not jump and
      // the elements further down stay out of view.
      if (this.frame === undefined && this.root.childElementCount === 0) {
        const placeholder = document.createElement('div');
        placeholder.style.height = this.fixedHeight() ?? PLACEHOLDER_HEIGHT;
        this.root.append(placeholder);
      }
      this.visible = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) this.show();
        },
        { rootMargin: '200px' },
      );
      this.visible.observe(this);
      window.addEventListener('message', this.onMessage);
    }

    disconnectedCallback(): void {
      this.visible?.disconnect();
      window.removeEventListener('message', this.onMessage);
    }

    attributeChangedCallback(): void {
      if (this.frame !== undefined) this.render(this.frame);
    }

    private get src(): URL {
      return new URL(this.getAttribute('src') || defaultSrc, document.baseURI);
    }

    private show(): void {
      this.visible?.disconnect();
      if (this.frame !== undefined) return;
      // The element's own content (an inline walkthrough) may not be parsed yet.
      if (document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', () => this.show(), { once: true });
        return;
      }
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', FRAME_SANDBOX);
      frame.setAttribute('allow', FRAME_ALLOW);
      frame.setAttribute('referrerpolicy', 'strict-origin');
      Object.assign(frame.style, { display: 'block', width: '100%', border: '0', height: PLACEHOLDER_HEIGHT });
      this.frame = frame;
      this.render(frame);
      this.root.replaceChildren(frame);
    }

    /** The `height` attribute when it is a CSS length; undefined for `auto` (or anything else). */
    private fixedHeight(): string | undefined {
      const height = this.getAttribute('height');
      return height !== null && CSS_LENGTH.test(height) ? height : undefined;
    }

    private render(frame: HTMLIFrameElement): void {
      const height = this.fixedHeight();
      if (height !== undefined) frame.style.height = height;
      frame.title = this.getAttribute('title') || 'MCP Console';
      const attributes = Object.fromEntries(McpConsoleElement.observedAttributes.map((name) => [name, this.getAttribute(name)]));
      const style = getComputedStyle(this);
      const url = frameUrl({
        src: this.src.href,
        attributes,
        id: this.embedId,
        hostOrigin: location.origin,
        baseUrl: document.baseURI,
        accent: style.getPropertyValue('--mcp-console-accent').trim(),
        font: style.getPropertyValue('--mcp-console-font').trim(),
        inlineWalkthrough: inlineWalkthrough(this),
      });
      if (frame.src !== url.href) frame.src = url.href;
    }

    /** Only this element's frame, from the console's origin, with this element's id, may set its height. */
    private readonly onMessage = (event: MessageEvent): void => {
      const frame = this.frame;
      if (frame === undefined || event.source !== frame.contentWindow || event.origin !== this.src.origin) return;
      if (!isHeightMessage(event.data, this.embedId)) return;
      if (this.fixedHeight() === undefined) frame.style.height = `${clampHeight(event.data.height)}px`;
    };
  }

  customElements.define('mcp-console', McpConsoleElement);
}
