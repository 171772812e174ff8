import { useState } from 'react';
import { useCompletion, type CompletionRef } from '../../hooks/session/use-completion';
import { Combobox, type ComboboxProps } from './combobox';

export interface CompletionComboboxProps extends Omit<ComboboxProps, 'options' | 'status' | 'onFocusChange'> {
  /** `{type: 'ref/resource', uri: template}` or `{type: 'ref/prompt', name}` (spec §16). */
  completionRef: CompletionRef;
  /** The argument/variable name sent to the server; defaults to `label`. */
  argumentName?: string;
  /** The other filled arguments, sent as `context.arguments` so suggestions narrow. */
  contextArguments?: Readonly<Record<string, string>>;
}

/**
 * A Combobox whose suggestions come from `completion/complete` while it has focus. When the
 * server does not declare `completions` the field says so and nothing is sent.
 */
export function CompletionCombobox({ completionRef, argumentName, contextArguments, ...field }: CompletionComboboxProps) {
  const [focused, setFocused] = useState(false);
  const completion = useCompletion({
    ref: completionRef,
    argumentName: argumentName ?? field.label,
    value: field.value,
    ...(contextArguments === undefined ? {} : { contextArguments }),
    enabled: focused,
  });
  let status: string | undefined;
  if (!completion.supported) status = 'Completion is not offered by this server.';
  else if (completion.error !== undefined) status = `Completion failed: ${completion.error.message}`;
  else if (completion.loading && completion.countLabel === undefined) status = 'Loading suggestions…';
  else status = completion.countLabel;
  return <Combobox {...field} options={completion.values} status={status} onFocusChange={setFocused} />;
}
