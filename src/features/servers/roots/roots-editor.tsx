import { useCallback, useId, useState, useSyncExternalStore } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { useRootsStore } from '../../../hooks/session/use-session';
import { onDemand, useOnDemand } from '../../../hooks/use-on-demand';
import { useStore } from '../../../hooks/use-store';
import { counted } from '../../../lib/plural';
import type { Root, RootsStore } from '../../../protocol/client-features/roots';

// The list and its form load when the editor first opens: most servers never ask for roots.
const ROOTS_LIST = onDemand(() => import('./roots-list'));
const prefetchList = (): void => void ROOTS_LIST.load().catch(() => undefined);

function RootsBody({ store, serverUrl, roots }: { store: RootsStore; serverUrl: string; roots: readonly Root[] }) {
  const { module, error, retry } = useOnDemand(ROOTS_LIST, true);
  if (error !== undefined) return <LoadFailure what="The roots editor" error={error} onRetry={retry} />;
  if (module === undefined) return null;
  const { RootsList } = module;
  return <RootsList store={store} serverUrl={serverUrl} roots={roots} />;
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
        <button
          type="button"
          className="roots__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onPointerEnter={prefetchList}
          onFocus={prefetchList}
          onClick={() => setChosen(!open)}
        >
          <span className="roots__chevron" aria-hidden="true" />
          <span id={`${id}-title`}>Roots</span> <span className="roots__count">{roots.length === 0 ? 'none' : counted(roots.length, 'folder')}</span>
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open}>
        {open && <RootsBody store={store} serverUrl={serverUrl} roots={roots} />}
      </div>
    </section>
  );
}
