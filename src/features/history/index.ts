import '../../styles/history.css';

export { HistoryPanel } from './history-panel';
