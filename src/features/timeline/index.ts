import '../../styles/timeline.css';

export { TimelinePanel } from './timeline-panel';
export type { TimelineRecording } from './use-timeline';
