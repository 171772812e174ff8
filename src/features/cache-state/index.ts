export { CachePanel } from './cache-panel';
