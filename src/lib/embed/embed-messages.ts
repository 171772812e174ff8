/**
 * The one message between a console in an `<mcp-console>` frame and the element that made it
 * (issue 19). The frame learns the host's origin and an id from its address; it posts its
 * height to exactly that origin (never `*`), and the element accepts a message only from its
 * own frame's window, from the console's origin, carrying its own id.
 */
export const HEIGHT_MESSAGE = 'mcp-console:height';

export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  id: string;
  height: number;
}

/** Ids the element makes: random, URL-safe, short. */
export const EMBED_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Bounds a frame may ask for; beyond them it is clamped, so a page cannot be made endless. */
export const MIN_FRAME_HEIGHT = 48;
export const MAX_FRAME_HEIGHT = 20_000;

export function isHeightMessage(data: unknown, id: string): data is HeightMessage {
  if (typeof data !== 'object' || data === null || !('type' in data) || !('id' in data) || !('height' in data)) return false;
  return data.type === HEIGHT_MESSAGE && data.id === id && typeof data.height === 'number' && Number.isFinite(data.height);
}

export function clampHeight(height: number): number {
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(height)));
}
