export { ServerLogSection } from './server-log-section';
