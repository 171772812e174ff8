export { MarkdownView } from './markdown-view';
