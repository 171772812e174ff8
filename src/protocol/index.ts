// The protocol layer's public face: everything the cache layer and the UI may import.
export type * from './model/types';
export { McpSession, type SessionOptions, type RpcRequest } from './session/session';
export { onRawResults, type RawResult } from './session/raw-results';
export { TrafficLog, TrafficView, exchangeById, framesOfExchange, TRAFFIC_DEFAULTS, type TrafficLogOptions } from './transport/tap/traffic-log';
export { createTappedFetch, describeError, type TapOptions } from './transport/tap/fetch-tap';
export { REDACTED } from './transport/tap/redact';
export { ConsoleError, toConsoleError, readRpcError, type ErrorContext } from './diagnosis/errors';
export { rpcErrorMeaning } from './diagnosis/rpc-codes';
export { diagnoseCors, type CorsProbeResults, type CorsContext } from './diagnosis/cors';
export { probeCors, MODERN_PROTOCOL_VERSION, type ProbeOptions } from './diagnosis/cors-probe';
export { corsFixes, EXPOSE_HEADERS, BASE_ALLOW_HEADERS } from './diagnosis/cors-fixes';
export { MemoryVerdictStore, StorageVerdictStore, VERDICT_STORAGE_KEY, type KeyValueStorage } from './session/verdict-store';
export { LEGACY_VERDICT_MAX_AGE_MS, describeExchange } from './session/negotiation';
export { InboundMessages, type InboundListener } from './transport/inbound-messages';
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
} from './server-features/subscriptions';
export { InputBroker, installInputHandlers, INPUT_CAPABILITIES, DECLINE_REASONS, type PendingInput, type InputBrokerSnapshot, type DeclinedInput, type DeclinedMethod } from './client-features/input-required';
export { STOP_REASONS, USER_REJECTED_CODE, type PendingSampling, type SamplingBlock, type SamplingReply, type SamplingRequestView, type StopReason } from './client-features/sampling';
export { ConsoleClient } from './client-features/console-client';
export { collectRounds, type InputRound, type AskedInput } from './client-features/input-rounds';
export {
  methodOffered,
  declaresCapability,
  offeredFilter,
  isEmptyFilter,
  changeNotificationsOffered,
  resourceSubscriptionsOffered,
  notOfferedText,
  type OfferingCapability,
} from './session/offered';

// What the QA engine and snapshots (src/qa/) use: they see protocol/ only through this face.
export { withOneShotSession, type OneShotOptions } from './session/one-shot-session';
export { sendRpc, envelope, encodeHeaderValue, standardHeaders, type WireTarget, type RpcErrorBody, type RpcOutcome, type RpcOptions } from './transport/wire';
export { paramHeaders, scanHeaderParams, type HeaderParam } from './transport/mcp-param-headers';
export { createSseParser } from './transport/tap/sse-parser';
export { classifyHost } from './transport/browser-rules/address-space';
export { TASKS_EXTENSION } from './client-features/extensions';
export { missingTaskFields } from './server-features/tasks/task-types';
export { appDocumentOf, isAppMimeType, readAppUiMeta, toolViewUri, uiMetaOf, visibilityProblem, type ToolLike } from './server-features/apps';
