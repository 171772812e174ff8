import type { PanelProps } from '../../lib/deep-link';

/** Placeholder while the timeline is built out (issue 17). */
export function TimelinePanel(_props: PanelProps) {
  return <section aria-label="Timeline panel" />;
}
