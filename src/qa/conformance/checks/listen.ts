import { SUBSCRIPTION_ID_META_KEY } from '@modelcontextprotocol/client';
import type { CheckContext, CheckVerdict, ConformanceCheck, RpcOutcome } from '../types';
import { isRecord } from '../values';
import { describeOutcome, fail, notApplicable, pass, quoteError, refusal } from '../verdict';
import { CORE_RULES } from '../rules/core';

const FILTER = { toolsListChanged: true, promptsListChanged: true, resourcesListChanged: true };
const streams = new WeakMap<CheckContext, Promise<{ outcome: RpcOutcome; messages: Record<string, unknown>[] }>>();

/** One listen stream per run, asking for every list-changed kind; closed after the first message. */
function listen(ctx: CheckContext) {
  let pending = streams.get(ctx);
  if (pending === undefined) {
    pending = ctx.stream('subscriptions/listen', { notifications: FILTER }, 1);
    streams.set(ctx, pending);
  }
  return pending;
}

type Inspect = (ack: Record<string, unknown>, params: Record<string, unknown>, outcome: RpcOutcome) => CheckVerdict;

function withAck(inspect: Inspect) {
  return async (ctx: CheckContext): Promise<CheckVerdict> => {
    const { outcome, messages } = await listen(ctx);
    const refused = refusal(outcome);
    if (refused !== undefined && messages.every((m) => !('method' in m))) {
      return notApplicable(
        `The server refused subscriptions/listen with JSON-RPC error ${quoteError(refused)} before any acknowledgement, which spec §17.4 allows ("Server refuses before ack"); there is no subscription stream to check.`,
        [outcome.exchangeId],
      );
    }
    const first = messages[0];
    if (first === undefined) return fail(`subscriptions/listen produced no message: ${describeOutcome(outcome)}.`, [outcome.exchangeId]);
    if (first.method !== 'notifications/subscriptions/acknowledged') {
      return fail(`The first message was ${JSON.stringify(first.method ?? 'a response')}, not notifications/subscriptions/acknowledged.`, [outcome.exchangeId]);
    }
    return inspect(first, isRecord(first.params) ? first.params : {}, outcome);
  };
}

export const listenChecks: ConformanceCheck[] = [
  {
    id: 'listen.ack-first',
    title: 'A listen stream starts with notifications/subscriptions/acknowledged',
    severity: 'error',
    rule: CORE_RULES.listenAck,
    spec: '§17.2 Acknowledgement',
    applies: { era: 'modern' },
    run: withAck((_ack, _params, outcome) => pass('The acknowledgement came first.', [outcome.exchangeId])),
  },
  {
    id: 'listen.subscription-id',
    title: 'Listen messages carry the subscription id verbatim',
    severity: 'error',
    rule: CORE_RULES.listenId,
    spec: '§17.3 Delivery',
    applies: { era: 'modern' },
    run: withAck((_ack, params, outcome) => {
      const id = isRecord(params._meta) ? params._meta[SUBSCRIPTION_ID_META_KEY] : undefined;
      return id === outcome.requestId
        ? pass(`subscriptionId ${JSON.stringify(id)} equals the listen request id.`, [outcome.exchangeId])
        : fail(`subscriptionId is ${JSON.stringify(id)}; it must equal the listen request id ${JSON.stringify(outcome.requestId)}.`, [outcome.exchangeId]);
    }),
  },
  {
    id: 'listen.honored-subset',
    title: 'The acknowledged filter is a subset of the request and of the capabilities',
    severity: 'error',
    rule: CORE_RULES.listenSubset,
    spec: '§17.2 Acknowledgement',
    applies: { era: 'modern' },
    run: async (ctx) =>
      withAck((_ack, params, outcome) => {
        const honored = isRecord(params.notifications) ? params.notifications : undefined;
        if (honored === undefined) return fail('The acknowledgement has no notifications object.', [outcome.exchangeId]);
        const kinds: [keyof typeof FILTER, string][] = [['toolsListChanged', 'tools'], ['promptsListChanged', 'prompts'], ['resourcesListChanged', 'resources']];
        for (const [flag, capability] of kinds) {
          const declared = isRecord(ctx.capabilities[capability]) && ctx.capabilities[capability].listChanged === true;
          if (honored[flag] === true && !declared) return fail(`${flag} is honoured although ${capability}.listChanged is not declared.`, [outcome.exchangeId]);
        }
        const extra = Object.keys(honored).filter((k) => !(k in FILTER));
        if (extra.length > 0) return fail(`The acknowledgement honours kinds that were not requested: ${extra.join(', ')}.`, [outcome.exchangeId]);
        return pass(`Honoured: ${JSON.stringify(honored)}.`, [outcome.exchangeId]);
      })(ctx),
  },
];
