export { TrafficPanel } from './traffic-panel';
