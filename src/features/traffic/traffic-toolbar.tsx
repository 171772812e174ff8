import { useId, type ReactNode } from 'react';
import { isStatusFilter, STATUS_FILTERS, type TrafficFilter } from './traffic-filter';
import { counted } from '../../lib/plural';

interface TrafficToolbarProps {
  filter: TrafficFilter;
  onChange: (filter: TrafficFilter) => void;
  onClear: () => void;
  shown: number;
  total: number;
  /** Controls placed before the filters (the Servers select). */
  children?: ReactNode;
}

const STATUS_LABELS: Record<(typeof STATUS_FILTERS)[number], string> = {
  all: 'All',
  '2xx': '2xx',
  '4xx': '4xx',
  '5xx': '5xx',
  failed: 'Failed',
  streaming: 'Streaming',
};

export function TrafficToolbar({ filter, onChange, onClear, shown, total, children }: TrafficToolbarProps) {
  const id = useId();
  return (
    <div className="toolbar" role="group" aria-label="Traffic filters">
      {children}
      <label htmlFor={`${id}-method`} className="label label--inline">
        Filter by method
      </label>
      <input
        id={`${id}-method`}
        className="input input--small"
        type="search"
        placeholder="tools/call"
        value={filter.method}
        onChange={(e) => onChange({ ...filter, method: e.target.value })}
      />
      <label htmlFor={`${id}-status`} className="label label--inline">
        Status
      </label>
      <select
        id={`${id}-status`}
        className="input input--small"
        value={filter.status}
        onChange={(e) => {
          const status = e.target.value;
          if (isStatusFilter(status)) onChange({ ...filter, status });
        }}
      >
        {STATUS_FILTERS.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      <span className="muted toolbar__count">
        {shown === total ? counted(total, 'exchange') : `${shown} of ${counted(total, 'exchange')}`}
      </span>
      <button type="button" className="button button--small" onClick={onClear}>
        Clear
      </button>
    </div>
  );
}
