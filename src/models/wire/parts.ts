import type { ModelPart } from '../types';

/**
 * How a part that neither API takes as such reaches the model: a resource is its text, or an
 * image when its blob is one, or a line naming what was left out.
 */
export type WirePart = { type: 'text'; text: string } | { type: 'image'; mimeType: string; data: string };

function resourceLabel(part: Extract<ModelPart, { type: 'resource' }>): string {
  return part.mimeType === undefined ? part.uri : `${part.uri} (${part.mimeType})`;
}

/** A part as text or an image, the two kinds both APIs know. */
export function wirePart(part: ModelPart): WirePart {
  if (part.type !== 'resource') return part;
  if (part.text !== undefined) return { type: 'text', text: `Resource ${resourceLabel(part)}:\n${part.text}` };
  if (part.blob !== undefined && part.mimeType?.startsWith('image/') === true) return { type: 'image', mimeType: part.mimeType, data: part.blob };
  const size = part.blob === undefined ? '' : `, ${Math.floor((part.blob.length * 3) / 4)} bytes`;
  return { type: 'text', text: `[Resource ${resourceLabel(part)}${size}: binary content not sent to the model]` };
}

/** Parts as one text, for a message that carries text only (an OpenAI tool message); images are named, not sent. */
export function partsAsText(parts: readonly ModelPart[]): string {
  return parts
    .map(wirePart)
    .map((part) => (part.type === 'text' ? part.text : `[${part.mimeType} image: this message carries text only]`))
    .join('\n');
}
