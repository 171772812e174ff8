import { useOnDemand } from '../../hooks/use-on-demand';
import type { PanelProps, RegisteredPanel } from './panel-registry';

/**
 * The open panel: rendered at once when its code is there (prefetched or opened before), else
 * "Loading…" until its chunk arrives. Not React.lazy: a lazy panel suspends, and React holds a
 * revealed Suspense boundary back for its fallback throttle (about 300 ms) even when the chunk
 * came in 30 ms. A failed load is thrown to the panel's error boundary, whose Reset loads again.
 */
export function PanelBody({ panel, ...props }: PanelProps & { panel: RegisteredPanel }) {
  const code = useOnDemand(panel, true);
  if ('error' in code) throw code.error;
  const Component = code.module;
  if (Component === undefined) return <p className="note">Loading…</p>;
  return <Component {...props} />;
}
