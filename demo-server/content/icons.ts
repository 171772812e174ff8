import type { Icon } from '@modelcontextprotocol/server';
import { LOGO_PNG_DATA_URI } from './logo.js';

/** The glyphs used across the catalogue; each is a 24×24 outline path. */
const GLYPHS = {
  doc: 'M6 2h9l5 5v15H6z M14 2v6h6 M9 13h8 M9 17h6',
  data: 'M4 6c0-2 16-2 16 0v12c0 2-16 2-16 0z M4 6c0 2 16 2 16 0 M4 12c0 2 16 2 16 0',
  code: 'M8 6l-6 6 6 6 M16 6l6 6-6 6 M14 4l-4 16',
  media: 'M3 5h18v14H3z M3 15l5-5 5 5 3-3 5 5',
  audio: 'M4 9h4l5-4v14l-5-4H4z M16 8c2 2 2 6 0 8 M19 5c4 4 4 10 0 14',
  clock: 'M12 3a9 9 0 1 0 0.01 0z M12 7v5l3 3',
  prompt: 'M4 5h16v11H9l-5 4z M8 9h8 M8 12h5',
  tool: 'M14 6a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 0-2-2z',
  user: 'M12 4a4 4 0 1 0 0.01 0z M4 21c0-4 4-6 8-6s8 2 8 6',
  repo: 'M5 3h12v18l-6-4-6 4z',
} as const;

export type GlyphName = keyof typeof GLYPHS;

function svgDataUri(path: string, stroke: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${stroke}" ` +
    `stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/**
 * A light/dark pair for one glyph. `theme` names the background the icon is
 * designed for (spec §14), so the light variant uses a dark stroke.
 */
export function themedIcons(glyph: GlyphName): Icon[] {
  const path = GLYPHS[glyph];
  return [
    { src: svgDataUri(path, '#312e81'), mimeType: 'image/svg+xml', sizes: ['any'], theme: 'light' },
    { src: svgDataUri(path, '#e0e7ff'), mimeType: 'image/svg+xml', sizes: ['any'], theme: 'dark' },
  ];
}

/** Server icons: the raster logo plus a scalable pair. */
export const SERVER_ICONS: Icon[] = [
  { src: LOGO_PNG_DATA_URI, mimeType: 'image/png', sizes: ['48x48'] },
  ...themedIcons('tool'),
];
