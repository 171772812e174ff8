export { TimelinePanel } from './timeline-panel';
