import { lazy, Suspense } from 'react';
import { useSampling } from '../../hooks/session/use-sampling';

// The dialog loads when a server first asks for a sampling reply.
const SamplingDialog = lazy(async () => ({ default: (await import('./sampling-dialog')).SamplingDialog }));

/** Mount once, near the root of the app: shows `Sampling request` while one waits for the user. */
export function SamplingHost() {
  const { pending } = useSampling();
  if (pending.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SamplingDialog />
    </Suspense>
  );
}
