import type { CheckContext, CheckVerdict, ConformanceCheck } from '../types';
import { fail, pass } from '../verdict';
import { qaRequest, type QaCall } from '../qa-session';
import { TRANSPORT_RULES } from '../rules/transport';
import { harmlessMethod } from './recorded';
import { httpOnly } from './transport';

/** As many POSTs at once as the official server-sse-multiple-streams scenario opens. */
const STREAMS = 3;

function problem(call: QaCall, index: number): string | undefined {
  const { status, contentType, failure } = call.outcome;
  const name = `request ${index + 1}`;
  if (status === undefined) return `${name}: ${failure ?? 'no HTTP response'}`;
  if (status < 200 || status >= 300) return `${name}: HTTP ${status}`;
  const type = contentType?.toLowerCase() ?? '';
  if (!type.startsWith('application/json') && !type.startsWith('text/event-stream')) return `${name}: Content-Type ${JSON.stringify(contentType ?? '')}`;
  if (call.response === undefined) return `${name}: no response with its id ${JSON.stringify(call.requestId)}`;
  return undefined;
}

/** Requests in flight together each get their own answer: a server must not serialise or drop them. */
async function concurrentRequests(ctx: CheckContext): Promise<CheckVerdict> {
  const method = harmlessMethod(ctx);
  const calls = await Promise.all(Array.from({ length: STREAMS }, () => qaRequest(ctx, method, {})));
  const evidence = calls.map((call) => call.outcome.exchangeId);
  const problems = calls.map(problem).filter((p) => p !== undefined);
  if (problems.length === 0) {
    const kinds = [...new Set(calls.map((call) => (call.outcome.contentType?.toLowerCase().startsWith('text/event-stream') === true ? 'an SSE stream' : 'JSON')))].join(' and ');
    return pass(`${STREAMS} ${method} requests POSTed at once were each answered with their own response (${kinds}).`, evidence);
  }
  return fail(`Of ${STREAMS} ${method} requests POSTed at once, each must be answered (application/json or an SSE stream) with the response to its own id: ${problems.join('; ')}.`, evidence);
}

export const concurrentRequestChecks: ConformanceCheck[] = [
  {
    id: 'http.concurrent-requests',
    title: 'Requests POSTed at once are each answered with their own response',
    severity: 'error',
    rule: TRANSPORT_RULES.contentType,
    spec: '§7.1 Endpoint and request rules',
    applies: { era: 'any', transport: httpOnly('there are no concurrent POSTs: requests are lines on one stdin, answered on one stdout.') },
    scenarios: [{ id: 'server-sse-multiple-streams', coverage: 'full' }],
    run: concurrentRequests,
  },
];
