import { Component, lazy, Suspense, type ReactNode } from 'react';

export interface CodeViewProps {
  text: string;
  /** A Monaco language id (`typescript`, `python`, …); `undefined` shows plain text. */
  language: string | undefined;
  /** Accessible name of the region; `Code` unless the caller needs to tell several apart. */
  label?: string;
}

// Monaco is large: fetched the first time code is shown, never on the first screen.
const MonacoCodeView = lazy(() => import('./monaco-code-view'));

function PlainCode({ text }: { text: string }) {
  return (
    <pre className="resource-contents__code">
      <code>{text}</code>
    </pre>
  );
}

/** If Monaco cannot load (e.g. an offline chunk failure), the plain text stays readable. */
class PlainOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Read-only, syntax-highlighted code. The plain monospace text paints first; Monaco
 * replaces it once its chunk has loaded, so a large bundle never delays the first paint.
 * Server text goes into a Monaco model, never into HTML.
 */
export function CodeView({ text, language, label = 'Code' }: CodeViewProps) {
  const plain = <PlainCode text={text} />;
  return (
    <section className="code-view" aria-label={label} data-language={language ?? 'plaintext'}>
      {language === undefined ? (
        plain
      ) : (
        <PlainOnError fallback={plain}>
          <Suspense fallback={plain}>
            <MonacoCodeView text={text} language={language} label={label} fallback={plain} />
          </Suspense>
        </PlainOnError>
      )}
    </section>
  );
}
