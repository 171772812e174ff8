import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { browserStorage } from '../../lib/stored/browser-storage';

/** The views that show server text, each with its own remembered reading. */
export type TextView = 'tool-result' | 'prompt-messages' | 'resource';

const KEY = 'mcp-console.render-markdown.v1:';

interface TextMode {
  /** True when plain text is read as Markdown (the user pressed Render Markdown in this view). */
  renderMarkdown: boolean;
  setRenderMarkdown: (next: boolean) => void;
}

// Outside any view, text is shown as sent and nothing can change that.
const TextModeContext = createContext<TextMode>({ renderMarkdown: false, setRenderMarkdown: () => undefined });

function stored(view: TextView): boolean {
  try {
    return browserStorage()?.getItem(KEY + view) === 'true';
  } catch {
    return false;
  }
}

/**
 * One view's reading of plain text (issue 33): as sent, line breaks and spaces kept, unless the
 * user chose Render Markdown here. The choice is remembered per view in localStorage, so every
 * tool result reads the same way until the user says otherwise.
 */
export function TextModeScope({ view, children }: { view: TextView; children: ReactNode }) {
  const [renderMarkdown, setState] = useState(() => stored(view));
  const setRenderMarkdown = useCallback(
    (next: boolean) => {
      setState(next);
      try {
        browserStorage()?.setItem(KEY + view, String(next));
      } catch {
        // Storage full or disabled: the choice lasts while the view is open.
      }
    },
    [view],
  );
  const value = useMemo(() => ({ renderMarkdown, setRenderMarkdown }), [renderMarkdown, setRenderMarkdown]);
  return <TextModeContext.Provider value={value}>{children}</TextModeContext.Provider>;
}

/** Whether plain text in this view is read as Markdown. */
export function useRenderMarkdown(): boolean {
  return useContext(TextModeContext).renderMarkdown;
}

/** The view's toggle: pressed, plain text is rendered as Markdown (never as HTML); released, it shows as sent. */
export function RenderMarkdownToggle() {
  const { renderMarkdown, setRenderMarkdown } = useContext(TextModeContext);
  return (
    <button type="button" className="button button--small" aria-pressed={renderMarkdown} onClick={() => setRenderMarkdown(!renderMarkdown)}>
      Render Markdown
    </button>
  );
}

// On the element itself, not only in a stylesheet: keeping the lines is what the view means, whatever CSS loads.
const AS_SENT = { whiteSpace: 'pre-wrap' } as const;

/** Text as it was sent: a text node whose line breaks and runs of spaces are kept (`white-space: pre-wrap`). */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className === undefined ? 'plain-text' : `plain-text ${className}`} style={AS_SENT}>
      {text}
    </div>
  );
}
