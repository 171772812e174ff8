// The report's styles load with the panel: the first paint does not need them.
import '../../styles/qa.css';
import '../../styles/snapshot.css';
export { QaPanel } from './qa-panel';
