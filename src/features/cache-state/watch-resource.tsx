import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readResourceOptions, type CacheContext } from '../../cache';
import { ErrorAlert } from '../../components/error-alert';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { ConsoleError } from '../../protocol';

function contentsText(contents: readonly unknown[]): string {
  return contents
    .map((c) => (typeof c === 'object' && c !== null && 'text' in c && typeof c.text === 'string' ? c.text : '[binary contents]'))
    .join('\n');
}

/**
 * One observed `resources/read`: an observer makes the entry active, so the Cache panel
 * shows it `fresh` → `stale` by its TTL and a notification refetches it at once (spec §12).
 */
function WatchedRead({ ctx, uri, onStop }: { ctx: CacheContext; uri: string; onStop: () => void }) {
  const navigation = useNavigationStore();
  const query = useQuery(readResourceOptions(ctx, uri));
  const error = query.error instanceof ConsoleError ? query.error.data : undefined;
  return (
    <section className="cache-watch__item" aria-label={`Watched ${uri}`}>
      <header className="cache-watch__head">
        <span className="mono">{uri}</span>
        <button type="button" className="button button--small button--ghost" onClick={onStop}>
          Stop watching
        </button>
      </header>
      {error !== undefined && <ErrorAlert error={error} onShowExchange={(id) => navigation.showExchange(id)} />}
      {query.error !== null && error === undefined && <p role="alert">{query.error.message}</p>}
      {query.data !== undefined && <pre className="cache-watch__text">{contentsText(query.data.result.contents)}</pre>}
    </section>
  );
}

/** Reads resources through the one cache and keeps them observed while the panel is open. */
export function WatchResource({ ctx }: { ctx: CacheContext }) {
  const [draft, setDraft] = useState('');
  const [watched, setWatched] = useState<readonly string[]>([]);
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const uri = draft.trim();
    if (uri !== '' && !watched.includes(uri)) setWatched([...watched, uri]);
    setDraft('');
  };
  return (
    <div className="cache-watch">
      <form className="cache-watch__form" onSubmit={submit}>
        <label>
          Resource URI
          <input className="input mono" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="demo://…" />
        </label>
        <button type="submit" className="button button--small" disabled={draft.trim() === ''}>
          Watch
        </button>
      </form>
      {watched.map((uri) => (
        <WatchedRead key={uri} ctx={ctx} uri={uri} onStop={() => setWatched(watched.filter((u) => u !== uri))} />
      ))}
    </div>
  );
}
