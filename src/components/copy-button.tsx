import { useState, type ReactNode } from 'react';

interface CopyButtonProps {
  text: string;
  /** What is being copied, for the accessible name ("Copy <label>"). */
  label: string;
  /** Visible text when "Copy" alone would be ambiguous next to another copy button. */
  caption?: string;
  /** A compact icon button, for values in dense tables; the accessible name is unchanged. */
  compact?: boolean;
}

function CopyIcon() {
  return (
    <svg className="copy-icon" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <rect x="3.5" y="3.5" width="7" height="7" rx="1" fill="none" stroke="currentColor" />
      <path d="M2 8.5H1.5v-7h7V2" fill="none" stroke="currentColor" />
    </svg>
  );
}

/** Copies text to the clipboard; the label flips to "Copied" so the click has visible feedback. */
export function CopyButton({ text, label, caption = 'Copy', compact = false }: CopyButtonProps) {
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
  let face: ReactNode = copied ? 'Copied' : caption;
  if (compact) face = copied ? '✓' : <CopyIcon />;
  return (
    <button
      type="button"
      className={compact ? 'button button--small button--icon' : 'button button--small'}
      aria-label={`Copy ${label}`}
      title={compact ? (copied ? 'Copied' : 'Copy') : undefined}
      onClick={() => void copy()}
    >
      {face}
    </button>
  );
}
