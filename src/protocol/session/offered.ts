import type { ServerCapabilities, SubscriptionFilter } from '@modelcontextprotocol/client';

/**
 * The one rule for "may the console send this?" (spec §6 "Capabilities objects": calling a
 * feature whose capability was not advertised yields -32601). Capabilities come from
 * `server/discover` in 2026-07-28 and from `initialize` in earlier eras; both land in
 * `ServerDescription.capabilities`, so the rule is the same for both eras. QA's deliberate probes
 * of undeclared methods (`capabilities.undeclared-methods`) send raw requests and never ask it.
 */
export type OfferingCapability = 'resources' | 'prompts' | 'tools' | 'completions' | 'logging';

const CAPABILITY_OF: Readonly<Record<string, OfferingCapability>> = {
  'resources/list': 'resources',
  'resources/templates/list': 'resources',
  'resources/read': 'resources',
  'resources/subscribe': 'resources',
  'resources/unsubscribe': 'resources',
  'prompts/list': 'prompts',
  'prompts/get': 'prompts',
  'tools/list': 'tools',
  'tools/call': 'tools',
  'completion/complete': 'completions',
  'logging/setLevel': 'logging',
};

/** What each capability offers, in words a panel can show. */
const OFFER_NOUN: Readonly<Record<OfferingCapability, string>> = {
  resources: 'resources',
  prompts: 'prompts',
  tools: 'tools',
  completions: 'completions',
  logging: 'server logs',
};

const LIST_CHANGED_FLAGS = [
  ['resourcesListChanged', 'resources'],
  ['promptsListChanged', 'prompts'],
  ['toolsListChanged', 'tools'],
] as const;

/** True when the server declared `capability` (an object, possibly empty: `"tools": {}`). */
export function declaresCapability(capabilities: ServerCapabilities | undefined, capability: OfferingCapability): boolean {
  const value: unknown = capabilities?.[capability];
  return typeof value === 'object' && value !== null;
}

/** The capability a method needs, or undefined for methods no capability gates (`server/discover`, `ping`, extensions). */
export function capabilityOf(method: string): OfferingCapability | undefined {
  return Object.hasOwn(CAPABILITY_OF, method) ? CAPABILITY_OF[method] : undefined;
}

/** The parts of `filter` the server offers: each `*ListChanged` needs that flag, `resourceSubscriptions` needs `resources.subscribe` (spec §17.2). */
export function offeredFilter(capabilities: ServerCapabilities | undefined, filter: SubscriptionFilter): SubscriptionFilter {
  const offered: SubscriptionFilter = {};
  for (const [flag, capability] of LIST_CHANGED_FLAGS) {
    if (filter[flag] === true && capabilities?.[capability]?.listChanged === true) offered[flag] = true;
  }
  const uris = filter.resourceSubscriptions ?? [];
  if (uris.length > 0 && resourceSubscriptionsOffered(capabilities)) offered.resourceSubscriptions = [...uris];
  return offered;
}

/** True when the filter asks for nothing. */
export function isEmptyFilter(filter: SubscriptionFilter): boolean {
  return LIST_CHANGED_FLAGS.every(([flag]) => filter[flag] !== true) && (filter.resourceSubscriptions ?? []).length === 0;
}

/** `resources.subscribe`: `resources/subscribe` in 2025, `resourceSubscriptions` of a listen in 2026-07-28. */
export function resourceSubscriptionsOffered(capabilities: ServerCapabilities | undefined): boolean {
  return capabilities?.resources?.subscribe === true;
}

/** True when a `subscriptions/listen` could deliver anything at all: some `listChanged` flag or `resources.subscribe`. */
export function changeNotificationsOffered(capabilities: ServerCapabilities | undefined): boolean {
  const everything: SubscriptionFilter = { resourcesListChanged: true, promptsListChanged: true, toolsListChanged: true, resourceSubscriptions: ['*'] };
  return !isEmptyFilter(offeredFilter(capabilities, everything));
}

/**
 * Whether the server offers `method`. Methods no capability gates are offered; `resources/subscribe`
 * and `resources/unsubscribe` also need `resources.subscribe`, and `subscriptions/listen` needs
 * something it could deliver.
 */
export function methodOffered(capabilities: ServerCapabilities | undefined, method: string): boolean {
  if (method === 'subscriptions/listen') return changeNotificationsOffered(capabilities);
  if (method === 'resources/subscribe' || method === 'resources/unsubscribe') return resourceSubscriptionsOffered(capabilities);
  const capability = capabilityOf(method);
  return capability === undefined || declaresCapability(capabilities, capability);
}

/** The plain sentence a panel shows for a capability the server did not declare. */
export function notOfferedText(capability: OfferingCapability): string {
  return `This server does not offer ${OFFER_NOUN[capability]}: it declares no “${capability}” capability, so the console asks it for none.`;
}

/** Why `method` was not sent (the session's refusal, where its result would have been). */
export function notOfferedReason(method: string): string {
  if (method === 'subscriptions/listen') return 'subscriptions/listen was not sent: this server declares no listChanged flag and no resources.subscribe, so it offers no change notifications.';
  if (method === 'resources/subscribe' || method === 'resources/unsubscribe') return `${method} was not sent: this server does not declare resources.subscribe.`;
  const capability = capabilityOf(method);
  return capability === undefined ? `${method} was not sent.` : `${method} was not sent: this server declares no “${capability}” capability (spec §6).`;
}
