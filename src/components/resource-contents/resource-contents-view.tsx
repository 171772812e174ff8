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
}

/** Text shown as sent (not JSON, Markdown or code), cheaply: no blob is decoded to find out. */
function isPlainText(item: ResourceContentsLike): boolean {
  return typeof item.text === 'string' && contentKind(typeof item.mimeType === 'string' ? item.mimeType : undefined, item.uri, true) === 'text';
}

function SizeSummary({ contents, listedSize }: Required<Pick<ResourceContentsViewProps, 'contents'>> & { listedSize: number | undefined }) {
  const decoded = useMemo(() => contents.reduce((sum, c) => sum + analyzeContents(c).bytes.length, 0), [contents]);
  const mismatch = listedSize !== undefined && listedSize !== decoded;
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
export function ResourceContentsView({ contents, listedSize, textView }: ResourceContentsViewProps) {
  if (contents.length === 0) {
    return (
      <ul className="resource-contents__violations" aria-label="Spec violations">
        <li>The server returned an empty "contents" array; a read of an existing resource returns at least one element.</li>
      </ul>
    );
  }
  const view = (
    <div className="resource-contents">
      <SizeSummary contents={contents} listedSize={listedSize} />
      {textView !== undefined && contents.some(isPlainText) && (
        <div className="resource-contents__toolbar">
          <RenderMarkdownToggle />
        </div>
      )}
      {contents.map((item, index) => (
        <ContentItem key={`${index}:${item.uri}`} contents={item} />
      ))}
    </div>
  );
  return textView === undefined ? view : <TextModeScope view={textView}>{view}</TextModeScope>;
}
