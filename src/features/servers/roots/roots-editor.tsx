import { useCallback, useId, useState, useSyncExternalStore, type SyntheticEvent } from 'react';
import { useRootsStore } from '../../../hooks/session/use-session';
import { useStore } from '../../../hooks/use-store';
import { counted } from '../../../lib/plural';
import { rootProblem, type Root, type RootsStore } from '../../../protocol/client-features/roots';

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

/**
 * The roots the console offers one server (spec: client features, roots): the `file://` folders
 * a server such as server-filesystem may work in. It answers `roots/list` from this list, an
 * empty list included, and an edit tells a connected legacy server `notifications/roots/list_changed`.
 * Most servers never ask, so the editor is a disclosure: closed, it is one line with the count;
 * it opens when the server asks for roots, or when the user opens it.
 */
export function RootsEditor({ serverUrl }: { serverUrl: string | undefined }) {
  const store = useRootsStore();
  if (store === undefined || serverUrl === undefined || serverUrl === '') return null;
  // Keyed: whether the user opened or closed it is a choice about one server.
  return <RootsDisclosure key={serverUrl} store={store} serverUrl={serverUrl} />;
}

function RootsDisclosure({ store, serverUrl }: { store: RootsStore; serverUrl: string }) {
  const id = useId();
  useStore(store);
  const roots = store.get(serverUrl);
  const wasAsked = useCallback(() => store.wasAsked(serverUrl), [store, serverUrl]);
  const asked = useSyncExternalStore(store.subscribe, wasAsked, wasAsked);
  const [chosen, setChosen] = useState<boolean | undefined>(undefined);
  const open = chosen ?? asked;
  return (
    <section className="roots" role="group" aria-labelledby={`${id}-title`}>
      <h2 className="sidebar__heading roots__heading">
        {/* Named by all it shows ("Roots 2 folders"); the group is named by "Roots" alone. */}
        <button type="button" className="roots__toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setChosen(!open)}>
          <span className="roots__chevron" aria-hidden="true" />
          <span id={`${id}-title`}>Roots</span> <span className="roots__count">{roots.length === 0 ? 'none' : counted(roots.length, 'folder')}</span>
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open}>
        {open && <RootsList store={store} serverUrl={serverUrl} roots={roots} />}
      </div>
    </section>
  );
}

function RootsList({ store, serverUrl, roots }: { store: RootsStore; serverUrl: string; roots: readonly Root[] }) {
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
