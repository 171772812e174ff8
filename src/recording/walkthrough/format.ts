import { z } from 'zod';
import { PANEL_IDS } from '../../lib/urls/panel-ids';

/** The `format` value every walkthrough file carries, so a stray JSON file is not mistaken for one. */
export const WALKTHROUGH_FORMAT = 'mcp-console-walkthrough';
/** The one version this console reads; a newer file is refused with a message naming it. */
export const WALKTHROUGH_VERSION = 1;

const name = z.string().min(1, 'must not be empty');
const textValues = z.record(z.string(), z.string());
const jsonObject = z.record(z.string(), z.unknown());

/**
 * One step: a caption (plain text or Markdown), exactly one target (a resource URI, a URI
 * template with variables, a prompt with arguments, a tool with arguments) and an optional
 * expectation, text the result must contain. `panel` is where the embed shows the step;
 * it defaults to the target's panel.
 */
const step = z
  .strictObject({
    caption: z.string(),
    panel: z.enum(PANEL_IDS).optional(),
    resource: name.optional(),
    template: name.optional(),
    variables: textValues.optional(),
    prompt: name.optional(),
    tool: name.optional(),
    arguments: jsonObject.optional(),
    expect: name.optional(),
  })
  .superRefine((value, ctx) => {
    const targets = TARGET_FIELDS.filter((field) => value[field] !== undefined);
    if (targets.length !== 1) {
      const what = targets.length === 0 ? 'none is set' : `${targets.join(' and ')} are set`;
      ctx.addIssue({ code: 'custom', path: ['resource'], message: `a step needs exactly one target (resource, template, prompt or tool); ${what}` });
    }
    if (value.variables !== undefined && value.template === undefined) ctx.addIssue({ code: 'custom', path: ['variables'], message: 'only a template step takes variables' });
    if (value.arguments !== undefined && value.prompt === undefined && value.tool === undefined) {
      ctx.addIssue({ code: 'custom', path: ['arguments'], message: 'only a prompt or tool step takes arguments' });
    }
    if (value.prompt !== undefined && value.arguments !== undefined) {
      for (const [key, arg] of Object.entries(value.arguments)) {
        if (typeof arg !== 'string') ctx.addIssue({ code: 'custom', path: ['arguments', key], message: 'prompt arguments are strings (spec: prompts/get)' });
      }
    }
  });

export const TARGET_FIELDS = ['resource', 'template', 'prompt', 'tool'] as const;

export const walkthroughSchema = z.strictObject({
  format: z.literal(WALKTHROUGH_FORMAT),
  version: z.literal(WALKTHROUGH_VERSION),
  title: name,
  description: z.string().optional(),
  /** The server the walkthrough was written for; the CLI's `--server` and the embed's `server` win. */
  server: z.url({ protocol: /^https?$/ }).optional(),
  steps: z.array(step).min(1, 'a walkthrough needs at least one step').max(100, 'at most 100 steps'),
});

export type Walkthrough = z.infer<typeof walkthroughSchema>;
export type WalkthroughStep = Walkthrough['steps'][number];

/** The target of a step as one tagged value, so runners and views switch on `kind`. */
export type StepTarget =
  | { kind: 'resource'; uri: string }
  | { kind: 'template'; template: string; variables: Readonly<Record<string, string>> }
  | { kind: 'prompt'; name: string; arguments: Readonly<Record<string, string>> }
  | { kind: 'tool'; name: string; arguments: Readonly<Record<string, unknown>> };

const stringsOnly = (args: Readonly<Record<string, unknown>> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(args ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** The step's one target (validation guarantees there is exactly one). */
export function stepTarget(s: WalkthroughStep): StepTarget {
  if (s.template !== undefined) return { kind: 'template', template: s.template, variables: s.variables ?? {} };
  if (s.prompt !== undefined) return { kind: 'prompt', name: s.prompt, arguments: stringsOnly(s.arguments) };
  if (s.tool !== undefined) return { kind: 'tool', name: s.tool, arguments: s.arguments ?? {} };
  return { kind: 'resource', uri: s.resource ?? '' };
}

const PANEL_OF: Record<StepTarget['kind'], WalkthroughStep['panel'] & string> = { resource: 'resources', template: 'templates', prompt: 'prompts', tool: 'tools' };

/** Where the step is shown: its own `panel`, else the panel of its target. */
export function stepPanel(s: WalkthroughStep): NonNullable<WalkthroughStep['panel']> {
  return s.panel ?? PANEL_OF[stepTarget(s).kind];
}
