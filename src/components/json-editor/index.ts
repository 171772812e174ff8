export { JsonEditor } from './json-editor';
export type { JsonEditorProps } from './json-editor-props';
