import { lazy, Suspense } from 'react';
import type { JsonEditorProps } from './json-editor-props';

// Monaco costs ≈ 1.3 MB gzip: it is fetched the first time an editor is shown, never on the first screen.
const MonacoJsonEditor = lazy(() => import('./monaco-json-editor'));

/** A JSON editor with schema-aware validation and completion (Monaco, loaded lazily from the local bundle). */
export function JsonEditor(props: JsonEditorProps) {
  return (
    <Suspense fallback={<p className="note" role="status">Loading the JSON editor…</p>}>
      <MonacoJsonEditor {...props} />
    </Suspense>
  );
}
