import Editor from '@monaco-editor/react';
import { useEffect, useId } from 'react';
import { useResolvedTheme } from '../../hooks/use-resolved-theme';
import { jsonDefaults } from './monaco-setup';
import type { JsonEditorProps } from './json-editor-props';

function isSchemaObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Attaches `schema` to this editor's model only (matched by its URI), for
 * validation markers and completion. Schema requests over the network stay off:
 * a server's `$ref` must never make the console fetch (spec §19).
 */
function useModelSchema(modelUri: string, schema: unknown): void {
  useEffect(() => {
    const defaults = jsonDefaults;
    const others = (defaults.diagnosticsOptions.schemas ?? []).filter((s) => s.uri !== `${modelUri}#schema`);
    const mine = isSchemaObject(schema) ? [{ uri: `${modelUri}#schema`, fileMatch: [modelUri], schema }] : [];
    defaults.setDiagnosticsOptions({ validate: true, enableSchemaRequest: false, allowComments: false, schemas: [...others, ...mine] });
    return () => {
      const rest = (defaults.diagnosticsOptions.schemas ?? []).filter((s) => s.uri !== `${modelUri}#schema`);
      defaults.setDiagnosticsOptions({ ...defaults.diagnosticsOptions, schemas: rest });
    };
  }, [modelUri, schema]);
}

/** The Monaco JSON editor; loaded only through `JsonEditor`'s React.lazy. */
export default function MonacoJsonEditor({ value, onChange, schema, label, height = 240, theme }: JsonEditorProps) {
  const pageTheme = useResolvedTheme();
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const modelUri = `inmemory://mcp-console/${id}.json`;
  useModelSchema(modelUri, schema);
  return (
    <div className="json-editor" data-testid="json-editor">
      <Editor
        height={height}
        language="json"
        path={modelUri}
        value={value}
        theme={(theme ?? pageTheme) === 'dark' ? 'vs-dark' : 'vs'}
        onChange={(text) => onChange(text ?? '')}
        options={{
          ariaLabel: label,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          fontSize: 12,
          tabSize: 2,
          automaticLayout: true,
          fixedOverflowWidgets: true,
        }}
      />
    </div>
  );
}
