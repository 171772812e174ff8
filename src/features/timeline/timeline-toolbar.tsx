import type { ReactNode } from 'react';
import { noun } from '../../lib/plural';

interface TimelineToolbarProps {
  filter: string;
  onFilter: (text: string) => void;
  shown: number;
  total: number;
  follow: boolean;
  onFollow: (follow: boolean) => void;
  onZoom: (factor: number) => void;
  onPan: (fraction: number) => void;
  onFit: () => void;
  replay: boolean;
  /** Controls placed after the filter (the Servers select). */
  children?: ReactNode;
}

const count = new Intl.NumberFormat('en-US');

/** Filter, zoom, pan and follow: every drag and wheel gesture also has a button. */
export function TimelineToolbar({ filter, onFilter, shown, total, follow, onFollow, onZoom, onPan, onFit, replay, children }: TimelineToolbarProps) {
  return (
    <div className="timeline-toolbar" role="toolbar" aria-label="Timeline controls">
      <input
        type="search"
        className="input timeline-toolbar__filter"
        aria-label="Filter timeline events"
        placeholder="method:tools/call status:error lane:cache text"
        value={filter}
        onChange={(e) => onFilter(e.target.value)}
        spellCheck={false}
      />
      {children}
      <span className="timeline-toolbar__count" aria-live="polite">
        {shown === total ? `${count.format(total)} ${noun(total, 'event')}` : `${count.format(shown)} of ${count.format(total)} ${noun(total, 'event')}`}
      </span>
      <button type="button" className="button button--small" onClick={() => onZoom(2)}>
        Zoom in
      </button>
      <button type="button" className="button button--small" onClick={() => onZoom(0.5)}>
        Zoom out
      </button>
      <button type="button" className="button button--small" onClick={() => onPan(-0.25)}>
        Pan left
      </button>
      <button type="button" className="button button--small" onClick={() => onPan(0.25)}>
        Pan right
      </button>
      <button type="button" className="button button--small" onClick={onFit}>
        Fit
      </button>
      {!replay && (
        <label className="timeline-toolbar__follow">
          <input type="checkbox" checked={follow} onChange={(e) => onFollow(e.target.checked)} /> Follow live
        </label>
      )}
      {replay && <span className="note">Recorded session</span>}
    </div>
  );
}
