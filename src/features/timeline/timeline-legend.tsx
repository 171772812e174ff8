/** What the canvas colours mean (draw.ts `colourOf`); ticks across a lane are points in time. */
const LEGEND: readonly (readonly [string, string])[] = [
  ['accent', 'request (to the server or the model)'],
  ['live', 'open stream or request'],
  ['ok', 'cache fresh'],
  ['warn', 'cache stale'],
  ['danger', 'error or invalidation'],
];

export function TimelineLegend() {
  return (
    <ul className="timeline-legend" aria-label="Timeline colours">
      {LEGEND.map(([name, label]) => (
        <li key={name}>
          <span className={`timeline-legend__swatch timeline-legend__swatch--${name}`} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
