import { useCallback, useDeferredValue, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigation, useNavigationStore } from '../../hooks/use-navigation';
import type { PanelProps } from '../../lib/deep-link';
import { isEmptyFilter, matchesFilter, parseTimelineFilter, type TimelineEvent } from '../../protocol/timeline';
import { EventDetails } from './event-details';
import { focusedEvent } from './focus';
import { layoutLanes } from './layout';
import { TimelineCanvas } from './timeline-canvas';
import { TimelineTable } from './timeline-table';
import { TimelineToolbar } from './timeline-toolbar';
import { useTimeline, type TimelineRecording } from './use-timeline';
import { centreViewport, fitViewport, followViewport, panViewport, zoomViewport, type Viewport } from './viewport';

const KEY_ACTIONS: Readonly<Record<string, 'in' | 'out' | 'left' | 'right' | 'fit'>> = { '+': 'in', '=': 'in', '-': 'out', ArrowLeft: 'left', ArrowRight: 'right', '0': 'fit' };

/**
 * One time axis with lanes (issue 17): http, stream, notification, cache, input, auth, drawn on
 * a canvas and listed in the `Timeline events` table; derived from the live stores, or from an
 * imported recording.
 */
export function TimelinePanel({ recording }: PanelProps & { recording?: TimelineRecording | undefined }) {
  const navigation = useNavigationStore();
  const { timelineFocus } = useNavigation();
  const [filterText, setFilterText] = useState('');
  const [follow, setFollow] = useState(true);
  const [view, setView] = useState<Viewport | undefined>(undefined);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const [seenFocus, setSeenFocus] = useState(0);
  const live = follow && recording === undefined;
  const { model, now } = useTimeline(recording, live);
  const filter = useDeferredValue(useMemo(() => parseTimelineFilter(filterText), [filterText]));
  const events = useMemo(() => (isEmptyFilter(filter) ? model.events : model.events.filter((e) => matchesFilter(e, filter))), [model, filter]);
  const layout = useMemo(() => layoutLanes(events, now), [events, now]);
  const origin = model.range?.start ?? now;
  const base = view ?? fitViewport(model.range, now);
  const shown = live ? followViewport(base, now) : base;

  // "Show in timeline" from another panel: select the event it names and look at its moment.
  if (timelineFocus !== undefined && timelineFocus.seq !== seenFocus) {
    setSeenFocus(timelineFocus.seq);
    const target = focusedEvent(model.events, timelineFocus);
    setSelectedId(target?.id);
    setFollow(false);
    setView(centreViewport(base, target?.start ?? timelineFocus.at));
  }

  const select = useCallback((event: TimelineEvent) => setSelectedId(event.id), []);
  const zoom = (factor: number) => setView(zoomViewport(shown, factor));
  const pan = (fraction: number) => {
    setFollow(false);
    setView(panViewport(shown, fraction));
  };
  const fit = () => {
    setFollow(false);
    setView(fitViewport(model.range, now));
  };
  const changeView = (next: Viewport) => {
    if (next.to - next.from === shown.to - shown.from) setFollow(false);
    setView(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = KEY_ACTIONS[event.key];
    if (action === undefined || event.target !== event.currentTarget) return;
    event.preventDefault();
    if (action === 'in' || action === 'out') zoom(action === 'in' ? 2 : 0.5);
    else if (action === 'fit') fit();
    else pan(action === 'left' ? -0.25 : 0.25);
  };
  const selected = selectedId === undefined ? undefined : model.byId.get(selectedId);
  const summary = `Timeline of ${events.length} events on six lanes; the Timeline events table lists them. Keys: plus and minus zoom, arrows pan, 0 fits.`;

  return (
    <div className="timeline-panel">
      <TimelineToolbar
        filter={filterText}
        onFilter={setFilterText}
        shown={events.length}
        total={model.events.length}
        follow={live}
        onFollow={setFollow}
        onZoom={zoom}
        onPan={pan}
        onFit={fit}
        replay={recording !== undefined}
      />
      <section className="timeline-axis" aria-label="Timeline" tabIndex={0} onKeyDown={onKeyDown}>
        <TimelineCanvas layout={layout} view={shown} now={now} origin={origin} selectedId={selectedId} onViewChange={changeView} onSelect={select} summary={summary} />
      </section>
      <div className="timeline-panel__body">
        <div className="timeline-panel__table">
          <TimelineTable events={events} origin={origin} now={now} selectedId={selectedId} onSelect={select} />
          {model.events.length === 0 && <p className="note">Nothing on the timeline yet. Connect to a server; its exchanges, streams, notifications and cache entries appear here.</p>}
        </div>
        {selected !== undefined && (
          <EventDetails
            event={selected}
            byId={model.byId}
            origin={origin}
            now={now}
            onSelect={select}
            onShowExchange={(id) => navigation.showExchange(id)}
            onShowCacheEntry={(key) => navigation.showCacheEntry(key)}
            onClose={() => setSelectedId(undefined)}
          />
        )}
      </div>
    </div>
  );
}
