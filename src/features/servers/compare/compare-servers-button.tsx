import { lazy, Suspense, useState } from 'react';
import type { ComparedServer } from './use-server-comparison';

// The snapshot engine and the QA checks load with the dialog, on the first click, never with the sidebar.
const ServerComparisonDialog = lazy(() => import('./server-comparison-dialog'));

/**
 * `Compare servers`, in the sidebar's Connected servers group: that group lists the live
 * servers and shows only when two are connected, which is what a comparison needs. (The QA
 * panel's Compare is the active server against a saved one or a snapshot file.)
 */
export function CompareServersButton({ servers }: { servers: readonly ComparedServer[] }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small workspace__compare"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Compare servers
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ServerComparisonDialog servers={servers} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
