import { useMemo, useState } from 'react';
import type { CapturedBody } from '../../protocol/model/types';
import { formatBytes } from './format';

/** Bodies longer than this are shortened until the user asks for all of it. */
export const SHORT_BODY_CHARS = 20_000;

/** Pretty-prints JSON; anything else (SSE streams, HTML error pages) is shown as it came. */
export function prettyBody(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return text;
  }
}

export function BodyView({ body, label }: { body: CapturedBody | undefined; label: string }) {
  const [full, setFull] = useState(false);
  const pretty = useMemo(() => (body === undefined ? '' : prettyBody(body.text)), [body]);
  if (body === undefined || body.text === '') return <p className="note">No {label.toLowerCase()}.</p>;
  const shortened = !full && pretty.length > SHORT_BODY_CHARS;
  return (
    <div className="body-view">
      <p className="note">
        {formatBytes(body.bytes)}
        {body.truncated && ' · the log kept only the beginning of this body'}
        {shortened && ` · showing the first ${formatBytes(SHORT_BODY_CHARS)}`}
      </p>
      {/* Long bodies scroll: keyboard users reach them too (axe: scrollable-region-focusable). */}
      <pre className="json" aria-label={label} tabIndex={0}>
        {shortened ? `${pretty.slice(0, SHORT_BODY_CHARS)}\n…` : pretty}
      </pre>
      {shortened && (
        <button type="button" className="button button--small" onClick={() => setFull(true)}>
          Show full body
        </button>
      )}
    </div>
  );
}
