import type { Prompt } from '@modelcontextprotocol/client';
import { useState, type SyntheticEvent } from 'react';
import { CompletionCombobox } from '../../components/combobox';
import { wantsMultiline } from '../../lib/long-text';
import { LongArgument } from './long-argument';
import { loadPromptDraft, savePromptDraft, type PromptDraft } from './prompt-drafts';

interface ArgumentFormProps {
  prompt: Prompt;
  serverUrl: string;
  running: boolean;
  /** Values from a link (`arg.*`), laid over the stored draft when the form opens. */
  linked?: Readonly<Record<string, string>> | undefined;
  onGet: (args: Record<string, string>) => void;
  /** Every edit, so the panel can mirror the arguments into the address. */
  onValuesChange?: ((values: PromptDraft) => void) | undefined;
}

/** `title` ?? name: the SDK types omit `title` on arguments, the spec has it (BaseMetadata). */
export function argumentLabel(arg: { name: string }): string {
  return 'title' in arg && typeof arg.title === 'string' && arg.title !== '' ? arg.title : arg.name;
}

/** The arguments other than `name` that are filled, for `context.arguments` (spec §16). */
function otherFilled(values: PromptDraft, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => key !== name && value !== ''));
}

/**
 * One field per prompt argument (spec §15: values are strings, no schema), labelled by its
 * title or name, with completion; required ones are checked before anything is sent.
 */
export function ArgumentForm({ prompt, serverUrl, running, linked, onGet, onValuesChange }: ArgumentFormProps) {
  const args = prompt.arguments ?? [];
  const [values, setValues] = useState<PromptDraft>(() => ({ ...loadPromptDraft(serverUrl, prompt.name), ...linked }));
  const [missing, setMissing] = useState<string[]>([]);
  const ref = { type: 'ref/prompt', name: prompt.name } as const;

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    savePromptDraft(serverUrl, prompt.name, next);
    onValuesChange?.(next);
    if (value !== '') setMissing((prev) => prev.filter((n) => n !== name));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const absent = args.filter((arg) => arg.required === true && (values[arg.name] ?? '') === '').map(argumentLabel);
    setMissing(absent);
    if (absent.length === 0) onGet(Object.fromEntries(args.flatMap((arg) => (values[arg.name] ?? '') === '' ? [] : [[arg.name, values[arg.name] ?? '']])));
  };

  return (
    <form className="prompt-form" onSubmit={submit} noValidate>
      {args.length === 0 && <p className="note">This prompt takes no arguments.</p>}
      {args.map((arg) => (
        <div key={arg.name} className="prompt-form__field">
          {wantsMultiline({ name: arg.name, title: argumentLabel(arg), description: arg.description }) ? (
            <LongArgument
              label={argumentLabel(arg)}
              value={values[arg.name] ?? ''}
              required={arg.required === true}
              hint={arg.description}
              onChange={(value) => change(arg.name, value)}
            />
          ) : (
            <CompletionCombobox
              label={argumentLabel(arg)}
              argumentName={arg.name}
              completionRef={ref}
              contextArguments={otherFilled(values, arg.name)}
              value={values[arg.name] ?? ''}
              onChange={(value) => change(arg.name, value)}
              required={arg.required === true}
              {...(arg.description === undefined ? {} : { hint: arg.description })}
            />
          )}
        </div>
      ))}
      {missing.length > 0 && (
        <p role="alert" className="prompt-form__missing">
          Required: {missing.join(', ')}.
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={running}>
        Get prompt
      </button>
    </form>
  );
}
