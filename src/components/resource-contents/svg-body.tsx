import { useMemo, useState } from 'react';
import { CodeView } from '../code-view';
import type { AnalyzedContents } from './analyze';
import { BinaryBody } from './binary-body';

/** Whether the element is SVG, which is both an image and markup worth reading. */
export function isSvg(item: AnalyzedContents): boolean {
  return (item.mimeType ?? '').toLowerCase().split(';')[0]?.trim() === 'image/svg+xml';
}

/**
 * SVG: the image through `<img>` (which never runs the SVG's scripts), with a toggle to its
 * source as highlighted XML, so a scripted SVG can be inspected without being rendered as DOM.
 */
export function SvgBody({ item }: { item: AnalyzedContents }) {
  const [source, setSource] = useState(false);
  const text = useMemo(() => item.text ?? new TextDecoder().decode(item.bytes), [item.text, item.bytes]);
  return (
    <div className="svg-body">
      <div className="markdown__toolbar">
        <button type="button" className="button button--small" aria-pressed={source} onClick={() => setSource(!source)}>
          Show source
        </button>
      </div>
      {source ? <CodeView text={text} language="xml" /> : <BinaryBody item={{ ...item, kind: 'image' }} />}
    </div>
  );
}
