import { useState } from 'react';
import type { SubscriptionFilter } from '../../protocol';

export type ListChangedFlag = 'resourcesListChanged' | 'promptsListChanged' | 'toolsListChanged';
export const LIST_CHANGED_FLAGS: readonly ListChangedFlag[] = ['resourcesListChanged', 'promptsListChanged', 'toolsListChanged'];

interface FilterComposerProps {
  flags: Readonly<Record<ListChangedFlag, boolean>>;
  /** The kinds the server declares (`*.listChanged`) and whether it takes resource URIs (`resources.subscribe`); the rest cannot be picked. */
  offered: Readonly<Record<ListChangedFlag, boolean>> & { resourceSubscriptions: boolean };
  onFlag: (flag: ListChangedFlag, on: boolean) => void;
  uris: readonly string[];
  onAddUri: (uri: string) => void;
  onRemoveUri: (uri: string) => void;
  onListen: () => void;
  listenLabel: string;
  disabled: boolean;
}

/** Builds a `SubscriptionFilter` from the composer's parts (spec §17.1). */
export function composeFilter(flags: Readonly<Record<ListChangedFlag, boolean>>, uris: readonly string[]): SubscriptionFilter {
  const filter: SubscriptionFilter = {};
  for (const flag of LIST_CHANGED_FLAGS) if (flags[flag]) filter[flag] = true;
  if (uris.length > 0) filter.resourceSubscriptions = [...uris];
  return filter;
}

/** The filter form: list-changed kinds, resource URIs, and the Listen button. */
export function FilterComposer({ flags, offered, onFlag, uris, onAddUri, onRemoveUri, onListen, listenLabel, disabled }: FilterComposerProps) {
  const [draft, setDraft] = useState('');
  const add = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const uri = draft.trim();
    if (uri !== '') onAddUri(uri);
    setDraft('');
  };
  return (
    <fieldset className="sub-filter">
      <legend>Filter</legend>
      <div className="sub-filter__flags">
        {LIST_CHANGED_FLAGS.map((flag) => (
          <label key={flag} className="mono">
            <input type="checkbox" checked={flags[flag] && offered[flag]} disabled={!offered[flag]} onChange={(e) => onFlag(flag, e.target.checked)} /> {flag}
            {!offered[flag] && <span className="muted"> (not declared)</span>}
          </label>
        ))}
      </div>
      <div className="sub-filter__uris">
        <span className="mono">resourceSubscriptions</span>{' '}
        {!offered.resourceSubscriptions ? <span className="muted">(not declared: no resources.subscribe)</span> : uris.length === 0 && <span className="muted">(none)</span>}
        <ul>
          {uris.map((uri) => (
            <li key={uri}>
              <span className="mono">{uri}</span>
              <button type="button" className="button button--small button--ghost" aria-label={`Remove ${uri} from the filter`} onClick={() => onRemoveUri(uri)}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={add} className="sub-filter__add">
          <input
            className="input mono"
            aria-label="Resource URI to subscribe"
            value={draft}
            disabled={!offered.resourceSubscriptions}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="demo://…"
          />
          <button type="submit" className="button button--small" disabled={!offered.resourceSubscriptions || draft.trim() === ''}>
            Add
          </button>
        </form>
      </div>
      <button type="button" className="button button--primary" onClick={onListen} disabled={disabled}>
        {listenLabel}
      </button>
    </fieldset>
  );
}
