import { lazy, Suspense } from 'react';
import { useInputRequired } from '../../hooks/session/use-input-required';

// Radix's dialog and the elicitation forms load when a server first asks for input.
const InputRequiredDialog = lazy(async () => ({ default: (await import('./input-required-dialog')).InputRequiredDialog }));

/**
 * Mount once, near the root of the app: shows the `Input required` dialog whenever the active
 * session has an elicitation waiting or a declined request to report.
 */
export function InputRequiredHost() {
  const { pending, declined } = useInputRequired();
  if (pending.length === 0 && declined.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <InputRequiredDialog />
    </Suspense>
  );
}
