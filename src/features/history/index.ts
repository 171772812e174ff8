export { HistoryPanel } from './history-panel';
