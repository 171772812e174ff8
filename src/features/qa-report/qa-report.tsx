import { useMemo, useState } from 'react';
import type { CheckResult, CheckStatus } from '../../qa/conformance';
import { ChecksTable } from './checks-table';
import { QaFilters } from './qa-filters';
import { QaSummary } from './qa-summary';
import { groupResults, isFiltering, NO_REPORT_FILTER, openByDefault, type CheckGroup, type ReportFilter } from './report-view';
import { compareRuns, type SavedRun } from './run-history';

interface QaReportProps {
  results: readonly CheckResult[];
  summary: Record<CheckStatus, number>;
  /** The previous run of the same server; undefined while a run is going or on the first run. */
  previous: SavedRun | undefined;
  complete: boolean;
  busy: boolean;
  rerunning: string | undefined;
  onRerun: (id: string) => void;
  onShowExchange: (exchangeId: number) => void;
}

/**
 * The report like an audit tool's: summary first, then the checks grouped by status and area,
 * what is broken first and open, passed and not-applicable groups collapsed.
 */
export function QaReport({ results, summary, previous, complete, busy, rerunning, onRerun, onShowExchange }: QaReportProps) {
  const [filter, setFilter] = useState<ReportFilter>(NO_REPORT_FILTER);
  // What the user opened or closed; every other group follows openByDefault.
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());
  const groups = useMemo(() => groupResults(results, filter), [results, filter]);
  const changes = useMemo(() => compareRuns(complete ? previous : undefined, results), [complete, previous, results]);
  // A filter asks to see what it matches: its groups open unless the user closed them.
  const filtering = isFiltering(filter);
  const isOpen = (group: CheckGroup) => overrides.get(group.key) ?? (filtering || openByDefault(group.status));
  const setAll = (open: boolean) => setOverrides(new Map(groups.map((g) => [g.key, open])));
  return (
    <>
      {complete && <QaSummary results={results} summary={summary} previous={previous} changes={changes} />}
      <QaFilters filter={filter} summary={summary} onFilter={setFilter} onExpandAll={setAll} />
      {groups.length === 0 && <p className="note">No check matches the filters.</p>}
      <div className="qa-panel__table">
        <ChecksTable
          groups={groups}
          isOpen={isOpen}
          onToggleGroup={(group, open) => setOverrides((previousOverrides) => new Map(previousOverrides).set(group.key, open))}
          changes={changes}
          busy={busy}
          rerunning={rerunning}
          onRerun={onRerun}
          onShowExchange={onShowExchange}
        />
      </div>
    </>
  );
}
