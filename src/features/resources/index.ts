export { ResourcesPanel } from './resources-panel';
