import type { SnapshotChange, SnapshotDiff } from '../../../qa/snapshot';

const CLASS_BADGE: Record<SnapshotChange['class'], string> = {
  breaking: 'snapshot-class snapshot-class--breaking',
  compatible: 'snapshot-class snapshot-class--compatible',
};

function sideName(side: SnapshotDiff['from']): string {
  return `${side.server.name ?? 'server'}${side.server.version === undefined ? '' : ` ${side.server.version}`} (${side.protocol.version})`;
}

/**
 * The classified diff, breaking changes first (the diff is already in that order). Every
 * string in it came from a server or a file: all of it renders as text.
 */
export function SnapshotDiffView({ diff, against }: { diff: SnapshotDiff; against: string }) {
  const { breaking, compatible } = diff.summary;
  return (
    <section className="qa-summary snapshot-diff" aria-label="Snapshot diff">
      <p className="snapshot-diff__summary">
        From <strong>{against}</strong> ({sideName(diff.from)}) to this server ({sideName(diff.to)}):{' '}
        {diff.changes.length === 0 ? (
          'no changes.'
        ) : (
          <>
            <span className={breaking > 0 ? 'snapshot-diff__count snapshot-diff__count--breaking' : 'snapshot-diff__count'}>{breaking} breaking</span>,{' '}
            {compatible} compatible.
          </>
        )}
      </p>
      {diff.changes.length > 0 && (
        // Focusable, so keyboard users can scroll a long diff.
        <div className="snapshot-diff__table" tabIndex={0}>
          <table className="qa-table snapshot-table" aria-label="Snapshot changes">
            <thead>
              <tr>
                <th scope="col">Class</th>
                <th scope="col">Change</th>
                <th scope="col">Rule</th>
                <th scope="col">Path</th>
              </tr>
            </thead>
            <tbody>
              {diff.changes.map((change) => (
                <tr key={`${change.kind} ${change.path} ${change.message}`}>
                  <td>
                    <span className={CLASS_BADGE[change.class]}>{change.class}</span>
                  </td>
                  <td className="snapshot-table__message">{change.message}</td>
                  <td>
                    <code>{change.rule}</code>
                  </td>
                  <td className="snapshot-table__path">
                    <code>{change.path}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
