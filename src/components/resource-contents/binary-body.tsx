import { useMemo } from 'react';
import { encodeBase64 } from './base64';
import { hexDump, type AnalyzedContents } from './analyze';

/** Media types whose decoders the browser runs on data only; anything else is shown as hex. */
function dataUrl(item: AnalyzedContents): string {
  const mime = (item.mimeType ?? 'application/octet-stream').split(';')[0]?.trim() ?? 'application/octet-stream';
  return `data:${mime};base64,${encodeBase64(item.bytes)}`;
}

/**
 * Images (SVG included) only through `<img>`, which never runs scripts in the image;
 * audio and video through the native players; the rest as a hex view.
 */
export function BinaryBody({ item }: { item: AnalyzedContents }) {
  const src = useMemo(() => (item.kind === 'binary' ? '' : dataUrl(item)), [item]);
  if (item.bytes.length === 0) return <p className="note">No bytes to show.</p>;
  if (item.kind === 'image') {
    return <img className="resource-contents__image" src={src} alt={`Image ${item.uri}`} referrerPolicy="no-referrer" />;
  }
  if (item.kind === 'audio') return <audio className="resource-contents__media" controls src={src} aria-label={`Audio ${item.uri}`} />;
  if (item.kind === 'video') return <video className="resource-contents__media" controls src={src} aria-label={`Video ${item.uri}`} />;
  return <HexView bytes={item.bytes} />;
}

function HexView({ bytes }: { bytes: Uint8Array }) {
  const dump = useMemo(() => hexDump(bytes), [bytes]);
  return (
    <figure className="resource-contents__hex">
      <pre aria-label="Hex view">
        <code>{dump.lines}</code>
      </pre>
      {dump.truncated && <figcaption className="note">First 4,096 bytes shown; download for the rest.</figcaption>}
    </figure>
  );
}
