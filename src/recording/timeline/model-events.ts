import type { ModelExchange } from '../../models';
import { timelineEvent, type TimelineEvent, type TimelineStatus } from './types';

/**
 * The `model` lane (issue 40, the playground's trace): each request to the user's model endpoint
 * is a span beside the MCP lanes, so a turn's model time and its tool calls line up on one axis.
 */

/** The last whole number a body gives `field` (a stream repeats usage; its last is the total). */
function lastNumber(body: string, field: string): number | undefined {
  let found: number | undefined;
  for (const match of body.matchAll(new RegExp(`"${field}"\\s*:\\s*(\\d+)`, 'g'))) found = Number(match[1]);
  return found;
}

/** Tokens in and out as the endpoint reported them: OpenAI's `prompt_tokens` / `completion_tokens`, Anthropic's `input_tokens` / `output_tokens`. */
export function exchangeTokens(exchange: ModelExchange): { inputTokens?: number; outputTokens?: number } {
  const body = exchange.responseBody;
  const inputTokens = lastNumber(body, 'prompt_tokens') ?? lastNumber(body, 'input_tokens');
  const outputTokens = lastNumber(body, 'completion_tokens') ?? lastNumber(body, 'output_tokens');
  return { ...(inputTokens === undefined ? {} : { inputTokens }), ...(outputTokens === undefined ? {} : { outputTokens }) };
}

/** The model the request named, for the span's label. */
function requestedModel(exchange: ModelExchange): string | undefined {
  return /"model"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(exchange.requestBody)?.[1];
}

/** The endpoint's path (`/v1/chat/completions`, `/v1/messages`, `/v1/models`): what kind of request it was. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function modelStatus(exchange: ModelExchange): TimelineStatus {
  if (exchange.error !== undefined || (exchange.status ?? 0) >= 400) return 'error';
  return exchange.endedAt === undefined ? 'open' : 'ok';
}

function modelDetails(exchange: ModelExchange): string[] {
  const lines = [`${exchange.method} ${exchange.url}`, `Provider: ${exchange.provider === 'anthropic' ? 'Anthropic' : 'OpenAI-compatible'}`];
  if (exchange.status !== undefined) lines.push(`HTTP ${exchange.status}`);
  if (exchange.endedAt !== undefined) lines.push(`Ended after ${Math.round(exchange.endedAt - exchange.startedAt)} ms`);
  else if (exchange.error === undefined) lines.push('Still streaming');
  const { inputTokens, outputTokens } = exchangeTokens(exchange);
  if (inputTokens !== undefined || outputTokens !== undefined) lines.push(`Tokens: ${inputTokens ?? '?'} in, ${outputTokens ?? '?'} out`);
  if (exchange.error !== undefined) lines.push(`Error: ${exchange.error}`);
  return lines;
}

/** `model` lane: a span from the request to the end of the model's answer (its stream), an error when it failed. */
export function modelEvent(exchange: ModelExchange): TimelineEvent {
  const status = modelStatus(exchange);
  const open = status === 'open';
  const what = requestedModel(exchange) ?? pathOf(exchange.url);
  const outcome = exchange.status === undefined ? (open ? 'pending' : 'failed') : String(exchange.status);
  return timelineEvent({
    id: `model:${exchange.id}`,
    lane: 'model',
    start: exchange.startedAt,
    // A failure without an answer still took its time; a point only when nothing says how long.
    end: exchange.endedAt,
    open,
    label: `${exchange.method} ${pathOf(exchange.url)} ${what === pathOf(exchange.url) ? '' : `${what} `}· ${outcome}`,
    status,
    details: modelDetails(exchange),
  });
}
