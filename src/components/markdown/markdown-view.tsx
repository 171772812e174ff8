import { useState, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { isSafeLinkHref } from '../../lib/urls/safe-url';

/**
 * Server Markdown is untrusted: raw HTML is skipped (never parsed into DOM), links are kept
 * only for http(s)/mailto, and images are shown as text so rendering fetches nothing.
 */
const COMPONENTS: Components = {
  a: ({ href, children }) =>
    typeof href === 'string' && isSafeLinkHref(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span className="markdown__unsafe-link">{children}</span>
    ),
  img: ({ alt, src }) => (
    <span className="markdown__image-ref">
      [image: {alt === undefined || alt === '' ? 'untitled' : alt}
      {typeof src === 'string' && src !== '' ? ` — ${src}` : ''}]
    </span>
  ),
};

/** Keeps the URL as it is for our own checks; react-markdown's default would drop some schemes silently. */
const keepUrl = (url: string): string => url;

interface MarkdownViewProps {
  source: string;
  /** Rendered first unless told otherwise. */
  initialMode?: 'rendered' | 'source';
  /** Extra controls shown beside the toggle. */
  toolbar?: ReactNode;
}

/** Markdown rendered safely, with a toggle to the source text. */
export function MarkdownView({ source, initialMode = 'rendered', toolbar }: MarkdownViewProps) {
  const [mode, setMode] = useState(initialMode);
  const showSource = mode === 'source';
  return (
    <div className="markdown">
      <div className="markdown__toolbar">
        <button
          type="button"
          className="button button--small"
          aria-pressed={showSource}
          onClick={() => setMode(showSource ? 'rendered' : 'source')}
        >
          Show source
        </button>
        {toolbar}
      </div>
      {showSource ? (
        <pre className="markdown__source">
          <code>{source}</code>
        </pre>
      ) : (
        <div className="markdown__rendered">
          <Markdown skipHtml components={COMPONENTS} urlTransform={keepUrl}>
            {source}
          </Markdown>
        </div>
      )}
    </div>
  );
}
