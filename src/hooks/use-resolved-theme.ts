import { useSyncExternalStore } from 'react';

export type ResolvedTheme = 'light' | 'dark';

function read(): ResolvedTheme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  // The app's ThemeStore writes `data-theme` on the root element; watching it keeps this hook
  // free of the app layer (hooks may not import app/).
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The console's effective theme, for picking themed server icons (spec §13.2 "icons"). */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, read, () => 'light');
}
