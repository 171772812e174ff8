export { SubscriptionsPanel } from './subscriptions-panel';
