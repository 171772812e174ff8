import { expandUriTemplate, parseUriTemplate } from '../../lib/uri/uri-template';
import { stepTarget, type StepTarget, type WalkthroughStep } from './format';
import { isToolError, resultText } from './result-text';

/** What a step needs from a session: one JSON-RPC request. The console's McpSession and the CLI's both provide it. */
export interface WalkthroughHost {
  request(method: string, params: Record<string, unknown>): Promise<unknown>;
}

type StepMethod = 'resources/read' | 'prompts/get' | 'tools/call';

export interface StepRequest {
  method: StepMethod;
  params: Record<string, unknown>;
}

/**
 * The outcome of one step. `passed`: the request succeeded and the expectation (if any) is in
 * the result; `failed`: the result does not contain the expected text; `error`: the request
 * failed, the tool reported `isError`, or the step could not be built (a bad template).
 */
export type StepOutcome =
  | { status: 'passed'; request: StepRequest; text: string }
  | { status: 'failed'; request: StepRequest; text: string; expected: string }
  | { status: 'error'; request: StepRequest | undefined; text: string; message: string };

/** The request a target stands for; a template that does not parse or expand is an error message. */
export function stepRequest(target: StepTarget): StepRequest | string {
  switch (target.kind) {
    case 'resource':
      return { method: 'resources/read', params: { uri: target.uri } };
    case 'template': {
      const parsed = parseUriTemplate(target.template);
      if (!parsed.ok) return `the template ${target.template} is not an RFC 6570 template: ${parsed.error}`;
      const missing = parsed.variables.map((v) => v.name).filter((n) => target.variables[n] === undefined);
      if (missing.length > 0) return `the template ${target.template} needs ${missing.join(', ')}`;
      return { method: 'resources/read', params: { uri: expandUriTemplate(parsed, target.variables) } };
    }
    case 'prompt':
      return { method: 'prompts/get', params: { name: target.name, arguments: { ...target.arguments } } };
    case 'tool':
      return { method: 'tools/call', params: { name: target.name, arguments: { ...target.arguments } } };
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one step against a session: builds its request, sends it, and matches the expectation
 * (a plain substring, case-sensitive, as the reader would find it in the result).
 */
export async function runStep(host: WalkthroughHost, step: WalkthroughStep): Promise<StepOutcome> {
  const request = stepRequest(stepTarget(step));
  if (typeof request === 'string') return { status: 'error', request: undefined, text: '', message: request };
  let result: unknown;
  try {
    result = await host.request(request.method, request.params);
  } catch (error) {
    return { status: 'error', request, text: '', message: errorMessage(error) };
  }
  const text = resultText(request.method, result);
  if (request.method === 'tools/call' && isToolError(result)) return { status: 'error', request, text, message: 'the tool reported an error (isError)' };
  if (step.expect !== undefined && !text.includes(step.expect)) return { status: 'failed', request, text, expected: step.expect };
  return { status: 'passed', request, text };
}
