// The report's styles load with the panel: the first paint does not need them.
import '../../styles/panels/qa.css';
import '../../styles/panels/snapshot.css';
export { QaPanel } from './qa-panel';
