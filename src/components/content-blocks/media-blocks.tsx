import { useState } from 'react';
import { formatBytes } from '../resource-contents';
import { base64Bytes, mediaDataUrl } from './media-source';

interface MediaProps {
  data: string;
  mimeType: string;
}

/** Image content with its MIME type, decoded size and pixel dimensions once loaded. */
export function ImageBlock({ data, mimeType }: MediaProps) {
  const [size, setSize] = useState<{ width: number; height: number } | undefined>(undefined);
  const src = mediaDataUrl(mimeType, data, 'image');
  return (
    <figure className="content-media">
      {src === undefined ? (
        <p className="note">Not shown: “{mimeType}” with this payload is not a valid base64 image.</p>
      ) : (
        <img
          src={src}
          alt={`Image content (${mimeType})`}
          className="content-media__image"
          onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        />
      )}
      <figcaption className="content-media__facts">
        <span>{mimeType}</span>
        <span>{formatBytes(base64Bytes(data))}</span>
        {size !== undefined && (
          <span>
            {size.width} × {size.height} px
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** Audio content with a player; nothing plays until the user presses play. */
export function AudioBlock({ data, mimeType }: MediaProps) {
  const src = mediaDataUrl(mimeType, data, 'audio');
  return (
    <figure className="content-media">
      {src === undefined ? (
        <p className="note">Not playable: “{mimeType}” with this payload is not valid base64 audio.</p>
      ) : (
        <audio controls preload="none" src={src} aria-label={`Audio content (${mimeType})`} />
      )}
      <figcaption className="content-media__facts">
        <span>{mimeType}</span>
        <span>{formatBytes(base64Bytes(data))}</span>
      </figcaption>
    </figure>
  );
}
