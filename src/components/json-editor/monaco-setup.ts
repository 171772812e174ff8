import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/register.all';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';

/**
 * Monaco from the local bundle only (design.md "Monaco offline"): workers are
 * Vite `?worker` chunks and the React wrapper is handed this copy, so it never
 * fetches one from a CDN (the console must work with no internet).
 * Not `import 'monaco-editor'`: that also registers the CSS, HTML and TypeScript
 * language services, whose workers (≈ 8.7 MB) nothing here starts and which would
 * triple the npm package. This is the editor, every editor feature, the Monarch
 * colourisers of all languages (each loads on first use) and JSON's language service.
 */
self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};
loader.config({ monaco });

export { jsonDefaults };
