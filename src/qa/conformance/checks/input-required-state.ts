import type { CheckContext, CheckVerdict, ConformanceCheck, RpcOutcome } from '../types';
import { describeOutcome, fail, notApplicable, pass } from '../verdict';
import { bestPractice, modern, should } from '../rules/rule';
import { askingAnswers, describeAsking, harmlessResponses, inputRequestsOf, retry, type AskingAnswer } from './input-asking';

const MRTR = modern('basic/patterns/mrtr');
const SPEC = '§11.3 Retry';

const TAMPER_RULE = bestPractice(
  MRTR,
  'If requestState influences authorization, resource access, or business logic, servers MUST protect its integrity and MUST reject state that fails verification. (A client cannot see whether the state influences anything, so an accepted tampered state is a warning.)',
);
const VALIDATE_RULE = should(
  MRTR,
  'Servers SHOULD validate that the data provided by the client is a valid InputResponses object and that the information inside can be correctly parsed. Protocol errors (malformed JSON, invalid schema, internal server errors) SHOULD return a JSON-RPC error response with an appropriate error code and message.',
);

/**
 * The same string with one character in its middle changed within the base64url alphabet, so it
 * still decodes and only an integrity check can tell (an appended suffix a lenient decoder drops).
 */
export function tamper(state: string): string {
  if (state.length === 0) return 'A';
  const at = Math.floor(state.length / 2);
  const replacement = state[at] === 'A' ? 'B' : 'A';
  return `${state.slice(0, at)}${replacement}${state.slice(at + 1)}`;
}

const completed = (outcome: RpcOutcome): boolean => outcome.result !== undefined && outcome.result.resultType !== 'input_required';
const described = (outcome: RpcOutcome): string => (outcome.result?.resultType === 'input_required' ? 'input_required again' : describeOutcome(outcome));

function none(answers: readonly AskingAnswer[], lacking: string): CheckVerdict {
  if (answers.length === 0) return notApplicable('No prompts/get, sampled resources/read or called tool asked for input (input_required).');
  return notApplicable(`${answers.map(describeAsking).join(', ')} asked for input without ${lacking}.`, answers.map((a) => a.exchangeId));
}

async function tamperedState(ctx: CheckContext): Promise<CheckVerdict> {
  const answers = await askingAnswers(ctx);
  const answer = answers.find((a) => typeof a.result.requestState === 'string');
  if (answer === undefined || typeof answer.result.requestState !== 'string') return none(answers, 'a requestState');
  const forged = tamper(answer.result.requestState);
  const outcome = await retry(ctx, answer, { inputResponses: harmlessResponses(answer.result), requestState: forged });
  const evidence = [answer.exchangeId, outcome.exchangeId];
  const what = `${describeAsking(answer)} retried with its requestState changed in one character`;
  if (outcome.error !== undefined) return pass(`${what} → error ${outcome.error.code}: the server refused the state it could not verify.`, evidence);
  if (outcome.result?.resultType === 'input_required') return pass(`${what} → input_required again: the server did not act on the changed state.`, evidence);
  return fail(`${what} → ${describeOutcome(outcome)}: the server completed the request on a state it never issued. If the state carries anything that matters, it must be integrity-protected (HMAC or AEAD; the TypeScript SDK's createRequestStateCodec) and refused when it fails verification.`, evidence);
}

async function validateInput(ctx: CheckContext): Promise<CheckVerdict> {
  const answers = await askingAnswers(ctx);
  const answer = answers.find((a) => inputRequestsOf(a.result).length > 0);
  if (answer === undefined) return none(answers, 'inputRequests');
  const state = typeof answer.result.requestState === 'string' ? { requestState: answer.result.requestState } : {};
  const numbers = Object.fromEntries(inputRequestsOf(answer.result).map(([key]) => [key, 12345]));
  const malformed = await retry(ctx, answer, { ...state, inputResponses: numbers });
  const empty = await retry(ctx, answer, { ...state, inputResponses: null });
  const evidence = [answer.exchangeId, malformed.exchangeId, empty.exchangeId];
  const accepted = [
    ...(completed(malformed) ? [`a number in place of each response (${describeOutcome(malformed)})`] : []),
    ...(completed(empty) ? [`inputResponses null (${describeOutcome(empty)})`] : []),
  ];
  if (accepted.length === 0) {
    return pass(`${describeAsking(answer)} retried with a number for each response → ${described(malformed)}; with inputResponses null → ${described(empty)}. Neither completed.`, evidence);
  }
  return fail(`${describeAsking(answer)} completed on a retry whose inputResponses it should have refused or asked again for: ${accepted.join('; ')}.`, evidence);
}

export const inputRequiredStateChecks: ConformanceCheck[] = [
  {
    id: 'input-required.tampered-state',
    title: 'A retry with a changed requestState is refused, not trusted',
    severity: 'warning',
    rule: TAMPER_RULE,
    spec: SPEC,
    applies: { era: 'modern' },
    scenarios: [{ id: 'input-required-result-tampered-state', coverage: 'partial' }],
    run: tamperedState,
  },
  {
    id: 'input-required.validate-input',
    title: 'A retry with malformed inputResponses does not complete',
    severity: 'warning',
    rule: VALIDATE_RULE,
    spec: SPEC,
    applies: { era: 'modern' },
    scenarios: [{ id: 'input-required-result-validate-input', coverage: 'full' }],
    run: validateInput,
  },
];
