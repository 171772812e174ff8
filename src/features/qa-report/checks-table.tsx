import { useState, type ReactNode } from 'react';
import type { CheckResult } from '../../qa/conformance';
import { CHECK_COLUMNS, CheckRow } from './check-row';
import type { CheckGroup } from './report-view';
import type { RunChange } from './run-history';

interface ChecksTableProps {
  groups: readonly CheckGroup[];
  isOpen: (group: CheckGroup) => boolean;
  onToggleGroup: (group: CheckGroup, open: boolean) => void;
  changes: ReadonlyMap<string, RunChange>;
  /** Disables the per-row re-run while anything runs. */
  busy: boolean;
  rerunning: string | undefined;
  onRerun: (id: string) => void;
  onShowExchange: (exchangeId: number) => void;
}

function groupLabel(group: CheckGroup): string {
  return `${group.area}: ${group.results.length} ${group.status}`;
}

/**
 * The table `Checks` (ui-contract.md): one row per check, grouped by status and area in report
 * order. A group is a disclosure over its own `tbody`; Radix Collapsible is not used here
 * because it wraps its content in an element a table cannot hold.
 */
export function ChecksTable({ groups, isOpen, onToggleGroup, changes, busy, rerunning, onRerun, onShowExchange }: ChecksTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (result: CheckResult) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(result.id)) next.add(result.id);
      return next;
    });
  return (
    <table className="qa-table" aria-label="Checks">
      <thead>
        <tr>
          <th scope="col">Check</th>
          <th scope="col">Status</th>
          <th scope="col">Severity</th>
          <th scope="col" className="qa-table__message-head">
            Details
          </th>
          <th scope="col">Evidence</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      {groups.map((group) => {
        const open = isOpen(group);
        const rowsId = `qa-group-${group.key.replaceAll(/[^A-Za-z]+/g, '-')}`;
        return (
          <GroupRows key={group.key} group={group} open={open} rowsId={rowsId} onToggle={() => onToggleGroup(group, !open)}>
            {group.results.map((result) => (
              <CheckRow
                key={result.id}
                result={result}
                expanded={expanded.has(result.id)}
                change={changes.get(result.id)}
                busy={busy}
                rerunning={rerunning === result.id}
                onToggle={() => toggle(result)}
                onRerun={() => onRerun(result.id)}
                onShowExchange={onShowExchange}
              />
            ))}
          </GroupRows>
        );
      })}
    </table>
  );
}

function GroupRows({ group, open, rowsId, onToggle, children }: { group: CheckGroup; open: boolean; rowsId: string; onToggle: () => void; children: ReactNode }) {
  return (
    <>
      <tbody className={`qa-group qa-group--${group.status === 'n/a' ? 'na' : group.status}`}>
        <tr>
          <td colSpan={CHECK_COLUMNS}>
            <button type="button" className="qa-group__toggle" aria-expanded={open} aria-controls={rowsId} onClick={onToggle}>
              <span aria-hidden="true">{open ? '▾' : '▸'}</span> {groupLabel(group)}
            </button>
          </td>
        </tr>
      </tbody>
      <tbody id={rowsId} hidden={!open}>
        {children}
      </tbody>
    </>
  );
}
