import { useMemo } from 'react';
import { CopyButton } from '../copy-button';
import { analyzeContents, formatBytes, type AnalyzedContents, type ResourceContentsLike } from './analyze';
import { BinaryBody } from './binary-body';
import { downloadBytes, fileNameFor } from './download';
import { isSvg, SvgBody } from './svg-body';
import { TextBody } from './text-body';

/** One element of `contents`: its URI, MIME type, size, violations, actions and body. */
export function ContentItem({ contents }: { contents: ResourceContentsLike }) {
  const item = useMemo(() => analyzeContents(contents), [contents]);
  const copyText = item.text ?? (typeof contents.blob === 'string' ? contents.blob : '');
  return (
    <article className="resource-contents__item" aria-label={item.uri}>
      <header className="resource-contents__header">
        <code className="resource-contents__uri">{item.uri}</code>
        <span className="chip">{item.mimeType ?? 'no MIME type'}</span>
        <span className="note">{formatBytes(item.bytes.length)}</span>
        <span className="resource-contents__actions">
          <CopyButton text={item.uri} label="URI" caption="Copy URI" />
          <CopyButton text={copyText} label={item.text === undefined ? 'contents (base64)' : 'contents'} />
          <button
            type="button"
            className="button button--small"
            onClick={() => downloadBytes(item.bytes, fileNameFor(item.uri, item.mimeType), item.mimeType)}
          >
            Download
          </button>
        </span>
      </header>
      {item.violations.length > 0 && (
        <ul className="resource-contents__violations" aria-label="Spec violations">
          {item.violations.map((violation) => (
            <li key={violation}>{violation}</li>
          ))}
        </ul>
      )}
      <Body item={item} />
    </article>
  );
}

function Body({ item }: { item: AnalyzedContents }) {
  if (isSvg(item) && item.bytes.length > 0) return <SvgBody item={item} />;
  return item.text !== undefined && item.kind !== 'image' ? <TextBody item={item} text={item.text} /> : <BinaryBody item={item} />;
}
