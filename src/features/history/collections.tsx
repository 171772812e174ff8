import type { Collection } from '../../recording/history/types';
import { argumentsSummary } from './format';
import type { CollectionRun } from './use-collection-runs';

export interface CollectionActions {
  /** Undefined while nothing can be sent (not connected). */
  run: ((collection: Collection) => void) | undefined;
  setExpectSame: (name: string, index: number, value: boolean) => void;
  removeItem: (name: string, index: number) => void;
  remove: (name: string) => void;
}

function RunReport({ name, run }: { name: string; run: CollectionRun }) {
  const passed = run.verdicts.filter((v) => v.pass).length;
  const failed = run.verdicts.length - passed;
  return (
    <>
      <p role="status" className="history-run__summary">
        {run.running ? `Running… ${run.verdicts.length} done` : `${passed} passed, ${failed} failed`}
      </p>
      <table className="history-table history-run" aria-label={`Run of ${name}`}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Call</th>
            <th scope="col">Status</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {run.verdicts.map((v) => (
            <tr key={v.index}>
              <td className="num">{v.index + 1}</td>
              <td className="mono">
                {v.item.method} {v.item.target}
              </td>
              <td>
                <span className={`history-status history-status--${v.pass ? 'ok' : 'error'}`}>{v.pass ? 'pass' : 'fail'}</span>
              </td>
              <td>{v.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function CollectionCard({ collection, run, actions }: { collection: Collection; run: CollectionRun | undefined; actions: CollectionActions }) {
  const { name } = collection;
  return (
    <section className="history-collection" aria-label={`Collection ${name}`}>
      <header className="history-collection__head">
        <h4>{name}</h4>
        <button
          type="button"
          className="button button--small button--primary"
          disabled={actions.run === undefined || run?.running === true || collection.items.length === 0}
          onClick={() => actions.run?.(collection)}
        >
          Run collection
        </button>
        <button type="button" className="button button--small button--ghost" onClick={() => actions.remove(name)}>
          Delete collection
        </button>
      </header>
      <ol className="history-collection__items">
        {collection.items.map((item, index) => (
          <li key={index}>
            <span className="mono">
              {item.method} {item.target} {argumentsSummary(item)}
            </span>
            <label className="history-collection__expect">
              <input type="checkbox" checked={item.expectSame} onChange={(e) => actions.setExpectSame(name, index, e.target.checked)} /> Expect same result
            </label>
            <button type="button" className="button button--small button--ghost" aria-label={`Remove call ${index + 1} from ${name}`} onClick={() => actions.removeItem(name, index)}>
              Remove
            </button>
          </li>
        ))}
      </ol>
      {run !== undefined && <RunReport name={name} run={run} />}
    </section>
  );
}

/** The server's collections: pinned calls run in order, each passing on no error (and, if asked, the saved result). */
export function Collections({ collections, runs, actions }: { collections: readonly Collection[]; runs: ReadonlyMap<string, CollectionRun>; actions: CollectionActions }) {
  return (
    <section className="history-collections" aria-label="Collections">
      <h3>Collections</h3>
      {collections.length === 0 && <p className="note">Select calls in History and pin them into a named collection to run them again in order.</p>}
      {collections.map((collection) => (
        <CollectionCard key={collection.name} collection={collection} run={runs.get(collection.name)} actions={actions} />
      ))}
    </section>
  );
}
