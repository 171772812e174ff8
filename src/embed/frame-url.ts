/**
 * The address of the console frame an `<mcp-console>` element shows: the deep-link parameters
 * in the query (as a shared link would carry them) and what only the frame needs in the
 * fragment, which never reaches the console's web server: the element's id, the host's origin
 * (the one target the frame may post its height to), the height mode, host styling and an
 * inline walkthrough.
 */

/** Attributes passed through as deep-link parameters of the same names (ui-contract.md). */
export const LINK_ATTRIBUTES = ['server', 'panels', 'panel', 'prompt', 'tool', 'uri', 'template'] as const;

/** A fixed `height`: a plain CSS length. Anything else (`auto`, nothing, a typo) means auto height. */
export const CSS_LENGTH = /^\d+(\.\d+)?(px|em|rem|vh|%)$/;

export interface FrameInput {
  /** The console's address (`src`), absolute. */
  src: string;
  attributes: Readonly<Record<string, string | null>>;
  id: string;
  /** The host page's origin; `null` for file: pages, which then get no auto height. */
  hostOrigin: string;
  /** Base for a relative `walkthrough` URL: the host page's address. */
  baseUrl: string;
  accent: string;
  font: string;
  inlineWalkthrough: string | undefined;
}

export function frameUrl(input: FrameInput): URL {
  const url = new URL(input.src);
  const query = url.searchParams;
  query.set('embed', '1');
  for (const name of LINK_ATTRIBUTES) {
    const value = input.attributes[name];
    if (value) query.set(name, value);
  }
  // `auto` leaves the theme to the frame, which follows the reader's system setting.
  const theme = input.attributes.theme;
  if (theme === 'light' || theme === 'dark') query.set('theme', theme);
  const walkthrough = input.attributes.walkthrough;
  if (walkthrough) query.set('walkthrough', new URL(walkthrough, input.baseUrl).href);
  const fragment = new URLSearchParams({ 'mcp-embed': input.id, origin: input.hostOrigin });
  if (!CSS_LENGTH.test(input.attributes.height ?? '')) fragment.set('height', 'auto');
  if (input.accent) fragment.set('accent', input.accent);
  if (input.font) fragment.set('font', input.font);
  if (input.inlineWalkthrough) fragment.set('walkthrough-text', input.inlineWalkthrough);
  url.hash = fragment.toString();
  return url;
}
