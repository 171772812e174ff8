import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import type { ModelSettings } from '../types';
import { classifyModelError, ModelError } from './model-error';

/** The clients' own error classes, as their `generate` builds them from an answer. */
const openai = (status: number, error: Record<string, unknown>, headers: Record<string, string> = {}) => OpenAI.APIError.generate(status, { error }, undefined, new Headers(headers));
const anthropic = (status: number, type: string, message: string, headers: Record<string, string> = {}) => Anthropic.APIError.generate(status, { type: 'error', error: { type, message } }, undefined, new Headers(headers));

const OPENAI: ModelSettings = { provider: 'openai', baseUrl: 'https://api.openai.com/v1', model: 'gpt-test', viaProxy: false };
const ANTHROPIC: ModelSettings = { provider: 'anthropic', baseUrl: 'https://api.anthropic.com', model: 'claude-test', viaProxy: false };

describe('classifyModelError', () => {
  it('names each OpenAI failure by status and code, with the provider’s words', () => {
    const cases = [
      [openai(401, { message: 'Incorrect API key provided', code: 'invalid_api_key' }), 'auth'],
      [openai(429, { message: 'Rate limit reached', code: 'rate_limit_exceeded' }, { 'retry-after': '7' }), 'rate-limit'],
      [openai(429, { message: 'You exceeded your current quota', code: 'insufficient_quota' }), 'quota'],
      [openai(404, { message: 'The model `gpt-test` does not exist', code: 'model_not_found' }), 'unknown-model'],
      [openai(400, { message: "This model's maximum context length is 8192 tokens", code: 'context_length_exceeded' }), 'context-length'],
      [openai(503, { message: 'The engine is currently overloaded', type: 'server_error' }), 'overloaded'],
      [openai(500, { message: 'Internal error' }), 'server'],
      [openai(400, { message: 'Invalid value for temperature' }), 'bad-request'],
    ] as const;
    expect(cases.map(([error]) => classifyModelError(error, OPENAI).kind)).toEqual(cases.map(([, kind]) => kind));
    const rate = classifyModelError(cases[1][0], OPENAI);
    expect(rate).toMatchObject({ status: 429, retryAfterSeconds: 7, providerMessage: 'Rate limit reached' });
    expect(rate.hint).toContain('7 s');
    expect(classifyModelError(cases[0][0], OPENAI).title).toContain('api.openai.com');
  });

  it('names each Anthropic failure, its credit message as no credit and 529 as overloaded', () => {
    const cases = [
      [anthropic(401, 'authentication_error', 'invalid x-api-key'), 'auth'],
      [anthropic(429, 'rate_limit_error', 'Number of request tokens has exceeded your rate limit', { 'retry-after': '30' }), 'rate-limit'],
      [anthropic(400, 'invalid_request_error', 'Your credit balance is too low to access the Anthropic API'), 'quota'],
      [anthropic(404, 'not_found_error', 'model: claude-test'), 'unknown-model'],
      [anthropic(400, 'invalid_request_error', 'prompt is too long: 210000 tokens > 200000 maximum'), 'context-length'],
      [anthropic(529, 'overloaded_error', 'Overloaded'), 'overloaded'],
    ] as const;
    expect(cases.map(([error]) => classifyModelError(error, ANTHROPIC).kind)).toEqual(cases.map(([, kind]) => kind));
    expect(classifyModelError(cases[0][0], ANTHROPIC)).toMatchObject({ providerMessage: 'invalid x-api-key', status: 401 });
    expect(classifyModelError(cases[1][0], ANTHROPIC).retryAfterSeconds).toBe(30);
  });

  it('reads retry-after given as an HTTP date', () => {
    const later = new Date(Date.now() + 60_000).toUTCString();
    const seconds = classifyModelError(openai(429, { message: 'slow down' }, { 'retry-after': later }), OPENAI).retryAfterSeconds ?? 0;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(61);
  });

  it('names a 404 that does not concern the model as a wrong base URL', () => {
    const info = classifyModelError(openai(404, { message: 'Not Found' }), OPENAI);
    expect([info.kind, info.hint]).toEqual(['bad-request', expect.stringContaining('/v1')]);
  });

  it('names an abort, a fetch that got no answer, an unreadable stream and the local proxy’s 502', () => {
    expect(classifyModelError(new OpenAI.APIUserAbortError(), OPENAI).kind).toBe('aborted');
    expect(classifyModelError(new DOMException('The user aborted a request.', 'AbortError'), OPENAI).kind).toBe('aborted');
    expect(classifyModelError(new OpenAI.APIConnectionError({ cause: new TypeError('Failed to fetch') }), OPENAI).kind).toBe('refused');
    expect(classifyModelError(new Anthropic.APIConnectionError({ cause: new TypeError('Failed to fetch') }), ANTHROPIC).kind).toBe('refused');
    expect(classifyModelError(new SyntaxError('Unexpected end of JSON input'), OPENAI).kind).toBe('malformed');
    const proxied = OpenAI.APIError.generate(502, { error: 'The proxy could not reach http://127.0.0.1:1234: connect ECONNREFUSED' }, undefined, new Headers({ 'x-mcp-console-via': 'local-proxy' }));
    const viaProxy = classifyModelError(proxied, { ...OPENAI, viaProxy: true });
    expect([viaProxy.kind, viaProxy.title]).toEqual(['refused', 'The local proxy could not reach https://api.openai.com']);
  });

  it('hands back the info of a ModelError as it is', () => {
    const info = { kind: 'cors' as const, title: 't', hint: 'h' };
    expect(classifyModelError(new ModelError(info), OPENAI)).toBe(info);
  });
});
