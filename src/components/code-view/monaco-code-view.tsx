import Editor from '@monaco-editor/react';
import { useId, type ReactNode } from 'react';
import { useResolvedTheme } from '../../hooks/use-resolved-theme';
// Colours come from Monarch tokenizers on the main thread: monaco-setup loads no language
// service but JSON's, so no TypeScript worker is ever asked for.
import '../json-editor/monaco-setup';

const LINE_HEIGHT = 18;
const MAX_HEIGHT = 480;

/** The Monaco read-only view; loaded only through `CodeView`'s React.lazy. */
export default function MonacoCodeView({ text, language, label, fallback }: { text: string; language: string; label: string; fallback: ReactNode }) {
  const theme = useResolvedTheme();
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const lines = text.split('\n').length;
  const height = Math.min(MAX_HEIGHT, Math.max(3, lines) * LINE_HEIGHT + 12);
  return (
    <div className="code-view__editor">
      <Editor
        height={height}
        language={language}
        path={`inmemory://mcp-console/code-view/${id}`}
        value={text}
        theme={theme === 'dark' ? 'vs-dark' : 'vs'}
        loading={fallback}
        options={{
          ariaLabel: label,
          readOnly: true,
          domReadOnly: true,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          fontSize: 12,
          lineHeight: LINE_HEIGHT,
          automaticLayout: true,
          renderValidationDecorations: 'off',
          wordWrap: 'off',
        }}
      />
    </div>
  );
}
