export { SamplingHost } from './sampling-host';
