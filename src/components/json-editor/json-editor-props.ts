export interface JsonEditorProps {
  value: string;
  onChange: (text: string) => void;
  /** A JSON Schema for validation markers and completion (e.g. a tool's `inputSchema`). */
  schema?: unknown;
  /** Accessible name of the editor's text area. */
  label: string;
  height?: number;
  theme?: 'light' | 'dark';
}
