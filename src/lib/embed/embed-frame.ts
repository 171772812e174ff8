import { EMBED_ID } from './embed-messages';

/** What an `<mcp-console>` element told its frame in the fragment (src/embed/frame-url.ts). */
export interface EmbedFrame {
  id: string;
  /** The only origin the frame posts its height to. */
  parentOrigin: string;
  autoHeight: boolean;
  accent: string | undefined;
  font: string | undefined;
  inlineWalkthrough: string | undefined;
}

/** An http(s) origin exactly as `location.origin` writes it; `null` (file: pages) and paths are refused. */
function exactOrigin(value: string | null): string | undefined {
  if (value === null || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && url.origin === value ? value : undefined;
}

const optional = (value: string | null): string | undefined => (value === null || value === '' ? undefined : value);

/**
 * Reads the fragment of an embed frame's address; undefined when the page is not one (no
 * valid id or origin). The values come from the host page, so each is checked before use.
 */
export function parseEmbedFrame(hash: string): EmbedFrame | undefined {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const id = params.get('mcp-embed');
  const parentOrigin = exactOrigin(params.get('origin'));
  if (id === null || !EMBED_ID.test(id) || parentOrigin === undefined) return undefined;
  return {
    id,
    parentOrigin,
    autoHeight: params.get('height') === 'auto',
    accent: optional(params.get('accent')),
    font: optional(params.get('font')),
    inlineWalkthrough: optional(params.get('walkthrough-text')),
  };
}

/** Font lists only: names, quotes, commas and spaces; nothing a stylesheet could be smuggled through. */
export const FONT_FAMILY = /^[\w\s,'"-]{1,200}$/;
