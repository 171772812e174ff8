import { isAllowedIconSrc } from '../../lib/urls/safe-url';

/** The `Icon` fields the choice reads (spec §13.2 "icons"). */
export interface IconLike {
  src: string;
  mimeType?: string | undefined;
  sizes?: string[] | undefined;
  theme?: 'light' | 'dark' | undefined;
}

export interface IconChoice<T extends IconLike> {
  icon: T | undefined;
  /** Icons not loaded because their source is not https: or data:. */
  refused: T[];
}

/** The best pixel fit of one icon for `wanted` px: `any` (scalable) fits all; else the smallest size at least as big. */
function sizeScore(icon: IconLike, wanted: number): number {
  const sizes = icon.sizes ?? [];
  if (sizes.length === 0) return 1_000;
  let best = Number.POSITIVE_INFINITY;
  for (const size of sizes) {
    if (size.toLowerCase() === 'any') return 0;
    const match = /^(\d+)x(\d+)$/i.exec(size);
    if (match === null) continue;
    const px = Number(match[1]);
    // Bigger than wanted scales down cleanly; smaller ones blur, so they rank after.
    const score = px >= wanted ? px - wanted : 10_000 + (wanted - px);
    best = Math.min(best, score);
  }
  return Number.isFinite(best) ? best : 1_000;
}

function themeScore(icon: IconLike, theme: 'light' | 'dark'): number {
  if (icon.theme === theme) return 0;
  if (icon.theme === undefined) return 1;
  return 2;
}

/**
 * Picks the icon to show (spec §13.2): only https:/data: sources, the console's theme first,
 * then unthemed, then the other theme; within a theme the best size for `wantedPx`.
 */
export function chooseIcon<T extends IconLike>(icons: readonly T[] | undefined, theme: 'light' | 'dark', wantedPx: number): IconChoice<T> {
  const refused: T[] = [];
  let best: T | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const icon of icons ?? []) {
    if (!isAllowedIconSrc(icon.src)) {
      refused.push(icon);
      continue;
    }
    const score = themeScore(icon, theme) * 100_000 + sizeScore(icon, wantedPx);
    if (score < bestScore) {
      best = icon;
      bestScore = score;
    }
  }
  return { icon: best, refused };
}
