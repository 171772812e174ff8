import { useEffect } from 'react';

/** True for Ctrl+K (Windows, Linux) or ⌘K (macOS), the usual command palette chord. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** Calls `onShortcut` on Ctrl/⌘+K anywhere in the page, instead of the browser's own use of it. */
export function usePaletteShortcut(onShortcut: () => void): void {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      onShortcut();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onShortcut]);
}
