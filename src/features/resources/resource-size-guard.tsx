import { useMemo, useState } from 'react';
import { decodedSize, ResourceContentsView, formatBytes, type ResourceContentsLike } from '../../components/resource-contents';

/**
 * Text beyond this many characters is shown cut, with "Show all": one text node of tens of
 * megabytes (a server that did not declare `size`, spec §13.2) would freeze the page.
 */
export const DISPLAY_CAP_CHARS = 256 * 1024;

/** What to show of `contents`: every text element cut to share `cap` characters. */
export function capContents(contents: readonly ResourceContentsLike[], cap: number): { shown: ResourceContentsLike[]; totalChars: number; cut: boolean } {
  let budget = cap;
  let totalChars = 0;
  let cut = false;
  const shown = contents.map((item) => {
    if (typeof item.text !== 'string') return item;
    totalChars += item.text.length;
    if (item.text.length <= budget) {
      budget -= item.text.length;
      return item;
    }
    cut = true;
    let end = budget;
    // Never split a surrogate pair: half a character would show as a replacement glyph.
    const last = item.text.charCodeAt(end - 1);
    if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
    budget = 0;
    return { ...item, text: item.text.slice(0, end) };
  });
  return { shown, totalChars, cut };
}

/** The contents of a read, capped for display until the user asks for everything. */
export function CappedContents({ contents, listedSize }: { contents: readonly ResourceContentsLike[]; listedSize: number | undefined }) {
  const [showAll, setShowAll] = useState(false);
  const capped = useMemo(() => capContents(contents, DISPLAY_CAP_CHARS), [contents]);
  const wholeBytes = useMemo(() => (capped.cut ? decodedSize(contents) : undefined), [capped.cut, contents]);
  if (showAll || !capped.cut) return <ResourceContentsView contents={contents} listedSize={listedSize} textView="resource" />;
  return (
    <>
      <div className="resource-viewer__warning" role="note">
        <p>
          Showing the first {DISPLAY_CAP_CHARS.toLocaleString('en-US')} of {capped.totalChars.toLocaleString('en-US')} characters; rendering all of it
          may make the page slow. Copy and Download below act on the shown part.
        </p>
        <button type="button" className="button" onClick={() => setShowAll(true)}>
          Show all
        </button>
      </div>
      {/* The listed size describes the whole resource, not the cut, so it is not compared here. */}
      <ResourceContentsView contents={capped.shown} textView="resource" wholeBytes={wholeBytes} />
    </>
  );
}

/** The question asked instead of reading a resource listed above the warning limit. */
export function LargeResourceWarning({ size, limit, onConfirm }: { size: number; limit: number; onConfirm: () => void }) {
  return (
    <div className="resource-viewer__warning" role="note">
      <p>
        This resource is listed as {formatBytes(size)}, above the {formatBytes(limit)} warning limit. It has not been read.
      </p>
      <button type="button" className="button" onClick={onConfirm}>
        Load anyway
      </button>
    </div>
  );
}
