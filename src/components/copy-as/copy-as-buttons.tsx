import { useClipboard } from '../../hooks/use-clipboard';
import { snippetRequestOf, toCurl, toFetch, toSdk, type SnippetRequest } from '../../recording/snippets';
import type { HttpExchange } from '../../protocol/model/types';

const FORMATS: readonly { name: string; render: (request: SnippetRequest) => string }[] = [
  { name: 'Copy as curl', render: toCurl },
  { name: 'Copy as fetch', render: toFetch },
  { name: 'Copy as SDK', render: toSdk },
];

/** "Copy as curl / fetch / SDK" for one recorded request; secrets stay redacted (placeholders). */
export function CopyAsButtons({ exchange }: { exchange: HttpExchange }) {
  const [copied, copy] = useClipboard<string>();
  const request = snippetRequestOf(exchange);
  return (
    <div className="copy-as" role="group" aria-label="Copy request as">
      {FORMATS.map(({ name, render }) => (
        <button key={name} type="button" className="button button--small" onClick={() => void copy(name, render(request))}>
          {name}
        </button>
      ))}
      {copied !== undefined && (
        <span role="status" className="muted">
          Copied ({copied.replace('Copy as ', '')})
        </span>
      )}
    </div>
  );
}
