import { lazy, Suspense } from 'react';
import type { AppViewProps } from './app-view';

export type { AppViewProps } from './app-view';
export type { ToolContext } from './bridge';

// The bridge, the host library and zod load only when a view is shown (first-paint budget).
const LazyAppView = lazy(() => import('./app-view'));

/** An MCP App view (apps spec 2026-01-26) in its sandbox, loaded on first use. */
export function AppView(props: AppViewProps) {
  return (
    <Suspense fallback={<p className="note" role="status">Loading the app view…</p>}>
      <LazyAppView {...props} />
    </Suspense>
  );
}
