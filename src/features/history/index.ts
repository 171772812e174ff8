import '../../styles/panels/history.css';

export { HistoryPanel } from './history-panel';
