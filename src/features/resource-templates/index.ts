export { TemplatesPanel } from './templates-panel';
