// The protocol layer's public face: everything the cache layer and the UI may import.
export type * from './types';
export { McpSession, type SessionOptions, type RpcRequest } from './session';
export { TrafficLog, TrafficView, exchangeById, framesOfExchange, TRAFFIC_DEFAULTS, type TrafficLogOptions } from './tap/traffic-log';
export { createTappedFetch, describeError, type TapOptions } from './tap/fetch-tap';
export { REDACTED } from './tap/redact';
export { ConsoleError, toConsoleError, readRpcError, type ErrorContext } from './errors';
export { rpcErrorMeaning } from './rpc-codes';
export { diagnoseCors, type CorsProbeResults, type CorsContext } from './cors';
export { probeCors, MODERN_PROTOCOL_VERSION, type ProbeOptions } from './cors-probe';
export { corsFixes, EXPOSE_HEADERS, BASE_ALLOW_HEADERS } from './cors-fixes';
export { MemoryVerdictStore, StorageVerdictStore, VERDICT_STORAGE_KEY, type KeyValueStorage } from './verdict-store';
export { LEGACY_VERDICT_MAX_AGE_MS, describeExchange } from './negotiation';
export { InboundMessages, type InboundListener } from './inbound-messages';
export {
  openSubscription,
  refusedParts,
  declaredListChanged,
  type Subscription,
  type SubscriptionClient,
  type SubscriptionEnd,
  type SubscriptionEvent,
  type SubscriptionFilter,
  type SubscriptionHost,
  type EndCause,
  type InboundSource,
  type ListenHandle,
} from './subscriptions';
export { InputBroker, installInputHandlers, INPUT_CAPABILITIES, DECLINE_REASONS, type PendingInput, type InputBrokerSnapshot, type DeclinedInput, type DeclinedMethod } from './input-required';
export { STOP_REASONS, USER_REJECTED_CODE, type PendingSampling, type SamplingBlock, type SamplingReply, type SamplingRequestView, type StopReason } from './sampling';
export { ConsoleClient } from './console-client';
export { collectRounds, type InputRound, type AskedInput } from './input-rounds';
export {
  methodOffered,
  declaresCapability,
  offeredFilter,
  isEmptyFilter,
  changeNotificationsOffered,
  resourceSubscriptionsOffered,
  notOfferedText,
  type OfferingCapability,
} from './offered';
