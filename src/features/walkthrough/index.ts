export { WalkthroughView } from './walkthrough-view';
