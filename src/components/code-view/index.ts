export { CodeView, type CodeViewProps } from './code-view';
