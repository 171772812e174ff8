import type { ResourceFilter, ResourceSort } from './filter';

interface FilterBarProps {
  filter: ResourceFilter;
  sort: ResourceSort;
  mimeTypes: readonly string[];
  shown: number;
  total: number;
  onFilter: (filter: ResourceFilter) => void;
  onSort: (sort: ResourceSort) => void;
}

const SORTS: ResourceSort[] = ['name', 'priority', 'lastModified'];
const isSort = (value: string): value is ResourceSort => SORTS.some((sort) => sort === value);
const isAudience = (value: string): value is ResourceFilter['audience'] => value === 'any' || value === 'user' || value === 'assistant';

/** Text filter over name/title/URI/description, annotation filters, MIME type and sort order. */
export function FilterBar({ filter, sort, mimeTypes, shown, total, onFilter, onSort }: FilterBarProps) {
  return (
    <div className="resource-filter" role="search">
      <input
        type="search"
        className="input"
        aria-label="Filter resources"
        placeholder="Filter by name, title, URI, description"
        value={filter.text}
        onChange={(event) => onFilter({ ...filter, text: event.target.value })}
      />
      <label>
        Audience{' '}
        <select
          value={filter.audience}
          onChange={(event) => {
            if (isAudience(event.target.value)) onFilter({ ...filter, audience: event.target.value });
          }}
        >
          <option value="any">any</option>
          <option value="user">user</option>
          <option value="assistant">assistant</option>
        </select>
      </label>
      <label>
        Min priority{' '}
        <input
          type="number"
          className="input input--narrow"
          min={0}
          max={1}
          step={0.1}
          value={filter.minPriority}
          onChange={(event) => onFilter({ ...filter, minPriority: Number(event.target.value) || 0 })}
        />
      </label>
      <label>
        MIME type{' '}
        <select value={filter.mimeType} onChange={(event) => onFilter({ ...filter, mimeType: event.target.value })}>
          <option value="">any</option>
          {mimeTypes.map((mime) => (
            <option key={mime} value={mime}>
              {mime}
            </option>
          ))}
        </select>
      </label>
      <label>
        Sort by{' '}
        <select
          value={sort}
          onChange={(event) => {
            if (isSort(event.target.value)) onSort(event.target.value);
          }}
        >
          <option value="name">name</option>
          <option value="priority">priority</option>
          <option value="lastModified">last modified</option>
        </select>
      </label>
      {/* How many are loaded is the pagination bar's to say; this says only what the filter leaves. */}
      {shown !== total && <span className="note">{`${shown} of ${total} ${shown === 1 ? 'matches' : 'match'}`}</span>}
    </div>
  );
}
