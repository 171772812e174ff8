import { ToggleGroup } from 'radix-ui';
import { STATUS_ORDER, type CheckSeverity, type CheckStatus } from '../../qa/conformance';
import type { ReportFilter } from './report-view';

interface QaFiltersProps {
  filter: ReportFilter;
  summary: Record<CheckStatus, number>;
  onFilter: (filter: ReportFilter) => void;
  onExpandAll: (open: boolean) => void;
}

const SEVERITIES: readonly (CheckSeverity | 'all')[] = ['all', 'error', 'warning', 'info'];

function isStatus(value: string): value is CheckStatus {
  return STATUS_ORDER.some((status) => status === value);
}

function isSeverity(value: string): value is CheckSeverity | 'all' {
  return SEVERITIES.some((severity) => severity === value);
}

/** Filters of the Checks table: statuses (none pressed shows all), severity and free text. */
export function QaFilters({ filter, summary, onFilter, onExpandAll }: QaFiltersProps) {
  return (
    <div className="qa-filters" role="group" aria-label="Filter checks">
      <ToggleGroup.Root
        type="multiple"
        className="qa-filters__statuses"
        aria-label="Show statuses"
        value={[...filter.statuses]}
        onValueChange={(values) => onFilter({ ...filter, statuses: values.filter(isStatus) })}
      >
        {STATUS_ORDER.map((status) => (
          <ToggleGroup.Item key={status} value={status} className="toggle">
            {status} <span className="toggle__count">{summary[status]}</span>
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <label className="qa-filters__field">
        Severity
        <select
          className="input"
          value={filter.severity}
          onChange={(event) => {
            const value = event.target.value;
            if (isSeverity(value)) onFilter({ ...filter, severity: value });
          }}
        >
          {SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {severity}
            </option>
          ))}
        </select>
      </label>
      <input
        type="search"
        className="input qa-filters__text"
        aria-label="Search checks"
        placeholder="Search id, title, details…"
        value={filter.text}
        onChange={(event) => onFilter({ ...filter, text: event.target.value })}
      />
      <button type="button" className="button button--small" onClick={() => onExpandAll(true)}>
        Expand all
      </button>
      <button type="button" className="button button--small" onClick={() => onExpandAll(false)}>
        Collapse all
      </button>
    </div>
  );
}
