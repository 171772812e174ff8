import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { PaletteCommand } from './rank';
import { usePaletteShortcut } from './use-palette-shortcut';

// Radix's dialog and the palette's list load on the first open: the first paint carries only the button.
const PaletteDialog = lazy(async () => ({ default: (await import('./palette-dialog')).PaletteDialog }));

interface CommandPaletteProps {
  /** Actions the app offers (switch panel, connect, export …): the palette only lists and runs them. */
  actions: readonly PaletteCommand[];
}

/**
 * The command palette (Ctrl/⌘+K, or the `Commands` button): jump to any loaded resource,
 * template, prompt or tool by name, or run an action. Esc closes it and focus goes back
 * to where it was.
 */
export function CommandPalette({ actions }: CommandPaletteProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const restoreTo = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    restoreTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLoaded(true);
    setOpen(true);
  }, []);
  usePaletteShortcut(show);
  return (
    <>
      <button type="button" className="button button--ghost button--small palette-trigger" aria-keyshortcuts="Control+K Meta+K" onClick={show}>
        Commands <kbd aria-hidden="true">Ctrl K</kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <PaletteDialog open={open} onOpenChange={(next) => (next ? show() : setOpen(false))} actions={actions} restoreTo={restoreTo} />
        </Suspense>
      )}
    </>
  );
}
