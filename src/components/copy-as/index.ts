export { CopyAsButtons } from './copy-as-buttons';
export { CopyAsExchange } from './copy-as-exchange';
