import { base64ToBytes } from './encoding.js';
import { LOGO_PNG_BASE64, LOGO_PNG_DATA_URI } from './logo.js';

export { LOGO_PNG_DATA_URI };

export const LOGO_PNG: Uint8Array = base64ToBytes(LOGO_PNG_BASE64);

const SAMPLE_RATE = 8000;
const DURATION_S = 0.35;
const WAV_HEADER_BYTES = 44;

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
}

/** A two-note chime (A5 then E6, decaying), synthesised instead of shipped to keep the bundle small. */
function chimeSample(t: number): number {
  const half = DURATION_S / 2;
  const frequency = t < half ? 880 : 1318.5;
  const local = t < half ? t : t - half;
  const envelope = Math.exp(-local * 14);
  return Math.sin(2 * Math.PI * frequency * t) * envelope * 0.8;
}

/** Builds a valid RIFF/WAVE file: PCM, mono, 8 kHz, unsigned 8-bit. */
export function createChimeWav(): Uint8Array {
  const samples = Math.round(SAMPLE_RATE * DURATION_S);
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + samples);
  const view = new DataView(buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // byte rate = rate × 1 channel × 1 byte
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    const value = Math.round(128 + 127 * chimeSample(i / SAMPLE_RATE));
    view.setUint8(WAV_HEADER_BYTES + i, Math.min(255, Math.max(0, value)));
  }
  return new Uint8Array(buffer);
}

export const CHIME_WAV: Uint8Array = createChimeWav();

/** A small architecture diagram, served as text because SVG is XML. */
export const DIAGRAM_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">
  <title>MCP Console talks Streamable HTTP to an MCP server</title>
  <rect x="10" y="30" width="110" height="60" rx="8" fill="#eef2ff" stroke="#4f46e5"/>
  <text x="65" y="65" font-family="sans-serif" font-size="13" text-anchor="middle">MCP Console</text>
  <path d="M120 60 H200" stroke="#4f46e5" stroke-width="2" marker-end="url(#arrow)"/>
  <text x="160" y="52" font-family="sans-serif" font-size="10" text-anchor="middle">POST /mcp</text>
  <rect x="200" y="30" width="110" height="60" rx="8" fill="#fffbeb" stroke="#f59e0b"/>
  <text x="255" y="65" font-family="sans-serif" font-size="13" text-anchor="middle">MCP server</text>
  <defs><marker id="arrow" markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto">
    <path d="M0,0 L8,4 L0,8 z" fill="#4f46e5"/></marker></defs>
</svg>
`;
