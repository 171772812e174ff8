import { useMemo } from 'react';
import { RenderMarkdownToggle, TextModeScope, type TextView } from '../markdown/text-mode';
import { analyzeContents, contentKind, formatBytes, type ResourceContentsLike } from './analyze';
import { ContentItem } from './content-item';

export interface ResourceContentsViewProps {
  /** `contents` of a `resources/read` result, or the `resource` of an embedded resource wrapped in an array. */
  contents: readonly ResourceContentsLike[];
  /** The `size` the listing announced, to compare with what was decoded (spec §13.2). */
  listedSize?: number | undefined;
  /** A view of its own (the Resources panel, a template's read): plain text gets its Render Markdown toggle here. Embedded contents follow their host's. */
  textView?: TextView;
  /** Set when `contents` is a cut of the read for display: the decoded size of the whole read. */
  wholeBytes?: number;
}

/** Text shown as sent (not JSON, Markdown or code), cheaply: no blob is decoded to find out. */
function isPlainText(item: ResourceContentsLike): boolean {
  return typeof item.text === 'string' && contentKind(typeof item.mimeType === 'string' ? item.mimeType : undefined, item.uri, true) === 'text';
}

/** The decoded size of `contents` (UTF-8 of text, bytes of blobs). */
export function decodedSize(contents: readonly ResourceContentsLike[]): number {
  return contents.reduce((sum, c) => sum + analyzeContents(c).bytes.length, 0);
}

interface SizeSummaryProps {
  contents: readonly ResourceContentsLike[];
  listedSize: number | undefined;
  wholeBytes: number | undefined;
}

function SizeSummary({ contents, listedSize, wholeBytes }: SizeSummaryProps) {
  const decoded = useMemo(() => decodedSize(contents), [contents]);
  const mismatch = listedSize !== undefined && listedSize !== decoded;
  if (wholeBytes !== undefined) {
    return (
      <p className="resource-contents__size">
        Decoded size of the shown part {formatBytes(decoded)} ({decoded} bytes), cut from {formatBytes(wholeBytes)} ({wholeBytes} bytes) read
      </p>
    );
  }
  return (
    <p className={mismatch ? 'resource-contents__size resource-contents__size--mismatch' : 'resource-contents__size'}>
      Decoded size {formatBytes(decoded)} ({decoded} bytes)
      {listedSize !== undefined && <> · listed size {formatBytes(listedSize)} ({listedSize} bytes)</>}
      {mismatch && <> · the listed size does not match the contents</>}
    </p>
  );
}

/**
 * Renders every element of `resources/read` contents (spec §13.3): text, JSON, Markdown,
 * images, audio, video, hex; flags spec violations. Everything from the server stays data.
 */
export function ResourceContentsView({ contents, listedSize, textView, wholeBytes }: ResourceContentsViewProps) {
  if (contents.length === 0) {
    return (
      <ul className="resource-contents__violations" aria-label="Spec violations">
        <li>The server returned an empty "contents" array; a read of an existing resource returns at least one element.</li>
      </ul>
    );
  }
  const view = (
    <div className="resource-contents">
      <div className="resource-contents__toolbar">
        <SizeSummary contents={contents} listedSize={listedSize} wholeBytes={wholeBytes} />
        {textView !== undefined && contents.some(isPlainText) && <RenderMarkdownToggle />}
      </div>
      {contents.map((item, index) => (
        <ContentItem key={`${index}:${item.uri}`} contents={item} />
      ))}
    </div>
  );
  return textView === undefined ? view : <TextModeScope view={textView}>{view}</TextModeScope>;
}
