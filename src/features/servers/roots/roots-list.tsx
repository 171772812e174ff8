import { useId, useState, type SyntheticEvent } from 'react';
import { rootProblem, type Root, type RootsStore } from '../../../protocol/client-features/roots';

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

/** The open Roots editor: the roots offered to one server, and the form that adds one. */
export function RootsList({ store, serverUrl, roots }: { store: RootsStore; serverUrl: string; roots: readonly Root[] }) {
  const id = useId();
  const [uri, setUri] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = rootProblem(uri.trim()) ?? (roots.some((r) => r.uri === uri.trim()) ? `${uri.trim()} is already a root.` : undefined);
    setProblem(found);
    if (found !== undefined) return;
    store.set(serverUrl, [...roots, { uri: uri.trim(), name: name.trim() }]);
    setUri('');
    setName('');
  };
  return (
    <>
      <p className="note">
        Folders offered to {hostOf(serverUrl)} when it asks for roots{roots.length === 0 ? ': none yet (an empty list is a valid answer).' : '.'}
      </p>
      {roots.length > 0 && (
        <ul className="roots__list">
          {roots.map((root) => (
            <li key={root.uri} className="roots__item">
              <span className="roots__text">
                {root.name !== undefined && <strong>{root.name} </strong>}
                <code>{root.uri}</code>
              </span>
              <button type="button" className="button button--ghost" aria-label={`Remove root ${root.uri}`} onClick={() => store.set(serverUrl, roots.filter((r) => r.uri !== root.uri))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="roots__form" onSubmit={add} noValidate>
        <label className="label" htmlFor={`${id}-uri`}>
          Root URI
        </label>
        <input id={`${id}-uri`} className="input input--mono" placeholder="file:///home/me/project" value={uri} aria-invalid={problem !== undefined} aria-describedby={problem === undefined ? undefined : `${id}-problem`} onChange={(e) => setUri(e.target.value)} />
        <label className="label" htmlFor={`${id}-name`}>
          Root name
        </label>
        <input id={`${id}-name`} className="input" placeholder="project" value={name} onChange={(e) => setName(e.target.value)} />
        {problem !== undefined && (
          <p id={`${id}-problem`} role="alert" className="note note--warning">
            {problem}
          </p>
        )}
        <button type="submit" className="button">
          Add root
        </button>
      </form>
    </>
  );
}
