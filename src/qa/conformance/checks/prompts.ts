import type { CheckContext, CheckVerdict, ConformanceCheck } from '../types';
import { duplicates, isNonEmptyString, records, sample } from '../values';
import { expectError, fail, notApplicable, pass } from '../verdict';
import { overListItems } from './list-items';
import { FEATURE_RULES } from '../rules/features';

const SPEC_LIST = '§15.2 prompts/list';
const SPEC_GET = '§15.3 prompts/get';
export const UNKNOWN_PROMPT = 'mcp-console-qa-no-such-prompt';

function argumentProblem(prompt: Record<string, unknown>): string | undefined {
  if (prompt.arguments === undefined) return undefined;
  if (!Array.isArray(prompt.arguments)) return `${String(prompt.name)}: arguments is not an array.`;
  const args = records(prompt.arguments);
  if (args.length !== prompt.arguments.length || args.some((a) => !isNonEmptyString(a.name))) return `${String(prompt.name)}: every argument needs a name.`;
  if (args.some((a) => a.required !== undefined && typeof a.required !== 'boolean')) return `${String(prompt.name)}: required must be a boolean.`;
  const twice = duplicates(args.map((a) => String(a.name)));
  return twice.length === 0 ? undefined : `${String(prompt.name)}: argument ${sample(twice)} is declared twice.`;
}

export const promptChecks: ConformanceCheck[] = [
  {
    id: 'prompts.name-unique',
    title: 'Prompt names are present and unique',
    severity: 'warning',
    rule: FEATURE_RULES.promptNameUnique,
    spec: SPEC_LIST,
    applies: { era: 'any', capability: 'prompts' },
    run: overListItems('prompts/list', 'names are unique', (items) => {
      if (items.some((p) => !isNonEmptyString(p.name))) return 'A prompt has no name.';
      const twice = duplicates(items.map((p) => String(p.name)));
      return twice.length === 0 ? undefined : `Listed more than once: ${sample(twice)}.`;
    }),
  },
  {
    id: 'prompts.arguments',
    title: 'Prompt arguments have names and boolean required flags',
    severity: 'error',
    rule: FEATURE_RULES.promptArguments,
    spec: SPEC_LIST,
    applies: { era: 'any', capability: 'prompts' },
    run: overListItems('prompts/list', 'arguments are well-formed', (items) => items.map(argumentProblem).find((p) => p !== undefined)),
  },
  {
    id: 'prompts.unknown',
    title: 'Getting an unknown prompt → -32602',
    severity: 'warning',
    rule: FEATURE_RULES.promptErrors,
    spec: SPEC_GET,
    applies: { era: 'any', capability: 'prompts' },
    run: async (ctx) => expectError(await ctx.rpc('prompts/get', { name: UNKNOWN_PROMPT, arguments: {} }), [-32602], 'prompts/get of an unknown prompt'),
  },
  {
    id: 'prompts.missing-argument',
    title: 'Getting a prompt without a required argument → -32602',
    severity: 'warning',
    rule: FEATURE_RULES.promptErrors,
    spec: SPEC_GET,
    applies: { era: 'any', capability: 'prompts' },
    run: async (ctx) => {
      const walk = await ctx.walk('prompts/list');
      const target = walk.items.find((p) => records(p.arguments).some((a) => a.required === true));
      if (target === undefined || typeof target.name !== 'string') return notApplicable('No prompt declares a required argument.');
      const outcome = await ctx.rpc('prompts/get', { name: target.name, arguments: {} });
      return expectError(outcome, [-32602], `prompts/get ${JSON.stringify(target.name)} without its required arguments`);
    },
  },
  {
    id: 'prompts.messages',
    title: 'A prompt without required arguments returns well-formed messages',
    severity: 'error',
    rule: FEATURE_RULES.promptMessages,
    spec: SPEC_GET,
    applies: { era: 'any', capability: 'prompts' },
    run: async (ctx) => messagesCheck(ctx),
  },
];

const CONTENT_TYPES = ['text', 'image', 'audio', 'resource_link', 'resource'];

async function messagesCheck(ctx: CheckContext): Promise<CheckVerdict> {
  const walk = await ctx.walk('prompts/list');
  const target = walk.items.find((p) => typeof p.name === 'string' && !records(p.arguments).some((a) => a.required === true));
  if (target === undefined || typeof target.name !== 'string') return notApplicable('Every prompt needs arguments; nothing safe to get.');
  const outcome = await ctx.rpc('prompts/get', { name: target.name, arguments: {} });
  const result = outcome.result;
  if (result === undefined) return fail(`prompts/get ${JSON.stringify(target.name)} failed${outcome.error === undefined ? '' : ` with ${outcome.error.code}`}.`, [outcome.exchangeId]);
  if (result.resultType === 'input_required') return notApplicable(`${target.name} asks for input first (input_required).`, [outcome.exchangeId]);
  if (!Array.isArray(result.messages)) return fail('messages is not an array.', [outcome.exchangeId]);
  for (const message of records(result.messages)) {
    if (message.role !== 'user' && message.role !== 'assistant') return fail(`role ${JSON.stringify(message.role)} is neither user nor assistant.`, [outcome.exchangeId]);
    const content = message.content;
    const type = typeof content === 'object' && content !== null && 'type' in content ? content.type : undefined;
    if (typeof type !== 'string' || !CONTENT_TYPES.includes(type)) return fail(`content type ${JSON.stringify(type)} is not a content block.`, [outcome.exchangeId]);
  }
  return pass(`${target.name}: ${result.messages.length} well-formed message(s).`, [outcome.exchangeId]);
}
