export { ToolsPanel } from './tools-panel';
