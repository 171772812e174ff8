export { LongValue } from './long-value';
