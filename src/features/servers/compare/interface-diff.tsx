import { CopyButton } from '../../../components/copy-button';
import { diffTitle, diffToMarkdown, type SnapshotChange, type SnapshotDiff } from '../../../qa/snapshot';

function ChangeTable({ label, changes }: { label: string; changes: readonly SnapshotChange[] }) {
  return (
    <table className="server-compare__table server-compare__table--changes" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">change</th>
          <th scope="col">rule</th>
          <th scope="col">path</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={`${change.kind} ${change.path} ${change.message}`}>
            <td className="server-compare__wrap">{change.message}</td>
            <td>
              <code>{change.rule}</code>
            </td>
            <td className="server-compare__wrap">
              <code>{change.path}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The interface diff laid out as `mcp-console diff` prints it: the same title, count line,
 * sections and columns, from the same engine, and the CLI's Markdown a click away. Every
 * string came from a server: all of it renders as text.
 */
export function InterfaceDiff({ diff }: { diff: SnapshotDiff }) {
  const breaking = diff.changes.filter((c) => c.class === 'breaking');
  const compatible = diff.changes.filter((c) => c.class === 'compatible');
  return (
    <section className="server-compare__diff" aria-label="Diff">
      <div className="server-compare__head">
        <h3 className="server-compare__title">{diffTitle(diff)}</h3>
        <CopyButton text={diffToMarkdown(diff)} label="Markdown" caption="Copy Markdown" />
      </div>
      {diff.changes.length === 0 ? (
        <p>No changes.</p>
      ) : (
        <p>
          <strong className={breaking.length > 0 ? 'server-compare__breaking' : undefined}>{diff.summary.breaking} breaking</strong>, {diff.summary.compatible} compatible.
        </p>
      )}
      {breaking.length > 0 && (
        <>
          <h4 className="server-compare__section">Breaking</h4>
          <ChangeTable label="Breaking changes" changes={breaking} />
        </>
      )}
      {compatible.length > 0 && (
        <>
          <h4 className="server-compare__section">Compatible</h4>
          <ChangeTable label="Compatible changes" changes={compatible} />
        </>
      )}
    </section>
  );
}
