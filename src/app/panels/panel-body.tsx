import { useEffect, useState, type ComponentType } from 'react';
import type { PanelProps, RegisteredPanel } from './panel-registry';

type Loaded = { component: ComponentType<PanelProps> } | { error: unknown } | undefined;

/**
 * The open panel: rendered at once when its code is there (prefetched or opened before), else
 * "Loading…" until its chunk arrives. Not React.lazy: a lazy panel suspends, and React holds a
 * revealed Suspense boundary back for its fallback throttle (about 300 ms) even when the chunk
 * came in 30 ms. A failed load is thrown to the panel's error boundary, whose Reset loads again.
 */
export function PanelBody({ panel, ...props }: PanelProps & { panel: RegisteredPanel }) {
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const component = panel.loaded();
    return component === undefined ? undefined : { component };
  });
  useEffect(() => {
    if (loaded !== undefined) return undefined;
    let current = true;
    panel.load().then(
      (component) => current && setLoaded({ component }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [panel, loaded]);
  if (loaded === undefined) return <p className="note">Loading…</p>;
  if ('error' in loaded) throw loaded.error;
  const Component = loaded.component;
  return <Component {...props} />;
}
