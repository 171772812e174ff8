import { useState } from 'react';

interface CopyButtonProps {
  text: string;
  /** What is being copied, for the accessible name ("Copy <label>"). */
  label: string;
  /** Visible text when "Copy" alone would be ambiguous next to another copy button. */
  caption?: string;
}

/** Copies text to the clipboard; the label flips to "Copied" so the click has visible feedback. */
export function CopyButton({ text, label, caption = 'Copy' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Clipboard access can be denied (insecure context, permissions); the text stays selectable.
      setCopied(false);
    }
  };
  return (
    <button type="button" className="button button--small" aria-label={`Copy ${label}`} onClick={() => void copy()}>
      {copied ? 'Copied' : caption}
    </button>
  );
}
