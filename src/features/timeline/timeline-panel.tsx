import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { asString, useRememberedState } from '../../hooks/use-remembered-state';
import type { PanelProps } from '../../lib/urls/deep-link';
import { indexOfEvent, parseTimelineFilter, type TimelineEvent } from '../../recording/timeline';
import { EventDetails } from './event-details';
import { ServerScopeSelect } from '../../components/server-scope/server-scope-select';
import { useServerLanes } from './use-server-lanes';
import { RecordingGaps } from './recording-gaps';
import { TimelineCanvas } from './canvas/timeline-canvas';
import { TimelineLegend } from './timeline-legend';
import { TimelineTable } from './timeline-table';
import { TimelineToolbar } from './timeline-toolbar';
import { useTimeline, type TimelineRecording } from './use-timeline';
import { useTimelineView } from './use-timeline-view';
import { counted } from '../../lib/plural';

/**
 * One time axis with lanes (issue 17): http, stream, notification, cache, input, auth, and the
 * Playground's model requests (issue 40), drawn on a canvas and listed in the `Timeline events` table; derived from the live stores, or from an
 * imported recording.
 */
export function TimelinePanel({ recording }: PanelProps & { recording?: TimelineRecording | undefined }) {
  const navigation = useNavigationStore();
  const [filterText, setFilterText] = useRememberedState('timeline.filter', '', asString);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const [follow, setFollow] = useState(true);
  const live = follow && recording === undefined;
  const { model, now } = useTimeline(recording, live);
  const view = useTimelineView(model, now, live, setFollow, setSelectedId);
  const filter = useDeferredValue(useMemo(() => parseTimelineFilter(filterText), [filterText]));
  const { scope, events, layout, serverName, lanes } = useServerLanes(model, filter, now, recording?.exchanges);
  const origin = model.range?.start ?? now;
  const select = useCallback((event: TimelineEvent) => setSelectedId(event.id), []);
  const selected = selectedId === undefined ? undefined : model.byId.get(selectedId);
  const selectedIndex = selected === undefined ? -1 : indexOfEvent(events, selected);
  const summary = `Timeline of ${counted(events.length, 'event')} ${lanes}; the Timeline events table lists them. Keys: plus and minus zoom, arrows pan, 0 fits.`;

  return (
    <div className="timeline-panel">
      <TimelineToolbar
        filter={filterText}
        onFilter={setFilterText}
        shown={events.length}
        total={model.events.length}
        follow={view.live}
        onFollow={view.setFollow}
        onZoom={view.zoom}
        onPan={view.pan}
        onFit={view.fit}
        replay={recording !== undefined}
      >
        <ServerScopeSelect scope={scope} />
      </TimelineToolbar>
      <RecordingGaps dropped={recording?.dropped} />
      <section className="timeline-axis" aria-label="Timeline" tabIndex={0} onKeyDown={view.onKeyDown}>
        <TimelineCanvas layout={layout} view={view.shown} now={now} origin={origin} selectedId={selectedId} onViewChange={view.changeView} onSelect={select} summary={summary} />
      </section>
      <TimelineLegend />
      <div className="timeline-panel__body">
        <div className="timeline-panel__table">
          <TimelineTable events={events} origin={origin} now={now} selectedId={selectedId} selectedIndex={selectedIndex} onSelect={select} serverName={serverName} />
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
