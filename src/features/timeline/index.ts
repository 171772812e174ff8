import '../../styles/panels/timeline.css';

export { TimelinePanel } from './timeline-panel';
export type { TimelineRecording } from './use-timeline';
