export { LimitField } from './limit-field';
