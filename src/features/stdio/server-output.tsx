import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useRef, useState } from 'react';
import { useFollowNewest } from '../../hooks/use-follow-newest';
import { useStore } from '../../hooks/use-store';
import { clockTime } from '../../lib/clock-time';
import type { LiveLog } from '../../lib/buffers/live-log';
import type { OutputLine } from './bridge-api';
import { OUTPUT_KEPT } from './bridge-process';

const ROW_HEIGHT = 22;

const OutputRow = memo(function OutputRow({ line, top }: { line: OutputLine; top: number }) {
  return (
    <li className={`server-output__line server-output__line--${line.stream}`} style={{ transform: `translateY(${top}px)` }}>
      <span className="mono server-output__time">{clockTime(line.at)}</span>
      {line.stream === 'stdout' && <span className="chip server-output__stream">stdout (not JSON-RPC)</span>}
      <span className="mono server-output__text">{line.text}</span>
    </li>
  );
});

/** The lines themselves: virtualized, newest last, following the newest until the user scrolls up. */
function OutputLines({ log }: { log: LiveLog<OutputLine> }) {
  const window = useDeferredValue(useStore(log));
  const scrollRef = useRef<HTMLDivElement>(null);
  // The compiler skips this component (the virtualizer's API is not memoisable); it re-renders from props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: window.size,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => window.start + index,
    overscan: 8,
    initialRect: { width: 800, height: 200 },
  });
  const follow = useFollowNewest(scrollRef, window.version);
  return (
    <>
      {window.dropped > 0 && (
        <p className="note">
          {window.dropped} older lines dropped (the log keeps the newest {OUTPUT_KEPT}).
        </p>
      )}
      {!follow.following && window.size > 0 && (
        <button type="button" className="button button--small server-output__jump" onClick={follow.jumpToNewest}>
          Jump to newest
        </button>
      )}
      {/* Focusable, so the keyboard can scroll the log: its rows hold no control. */}
      <div role="log" aria-label="Server output" className="server-output__log" ref={scrollRef} onScroll={follow.onScroll} tabIndex={0}>
        {window.size === 0 && <p className="note">The server has written nothing to stderr yet.</p>}
        <ol className="server-output__lines" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const line = window.at(item.index);
            return line === undefined ? null : <OutputRow key={item.key} line={line} top={item.start} />;
          })}
        </ol>
      </div>
    </>
  );
}

/**
 * `Server output` (ui-contract.md): the child's stderr, and stdout lines that are not JSON-RPC
 * marked as such, with their times. A collapsible part of the connection card, open by default:
 * the output is what a stdio server's author reads first when something goes wrong.
 */
export function ServerOutput({ log }: { log: LiveLog<OutputLine> }) {
  const size = useStore(log).size;
  const [open, setOpen] = useState(true);
  return (
    <details className="server-output" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="server-output__summary">
        Server output <span className="chip">{size}</span>
      </summary>
      {open && <OutputLines log={log} />}
    </details>
  );
}
