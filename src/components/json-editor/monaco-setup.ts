import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';

/**
 * Monaco from the local bundle only (design.md "Monaco offline"): workers are
 * Vite `?worker` chunks and the React wrapper is handed this copy, so it never
 * fetches one from a CDN (the console must work with no internet).
 */
self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};
loader.config({ monaco });

export { monaco };
