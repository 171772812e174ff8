import { useState } from 'react';

/**
 * Writes text to the clipboard and remembers which thing was copied last (for "Copied"
 * feedback); `undefined` until a copy succeeds, or after one was denied.
 */
export function useClipboard<K extends string>(): [K | undefined, (key: K, text: string) => Promise<void>] {
  const [copied, setCopied] = useState<K | undefined>(undefined);
  const copy = async (key: K, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
    } catch {
      // Clipboard access can be denied (insecure context, permissions); the user sees no "Copied".
      setCopied(undefined);
    }
  };
  return [copied, copy];
}
