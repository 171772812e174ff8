import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { JsonEditor } from '../../components/json-editor';
import { ArgumentForm } from './argument-fields';
import { formatArguments, parseArguments } from './arguments-text';
import { formFields } from './schema-form';

interface ArgumentsEditorProps {
  inputSchema: unknown;
  /** The arguments as JSON text: one value shared by both tabs, so switching keeps it. */
  text: string;
  onTextChange: (text: string) => void;
}

type Mode = 'form' | 'json';

/**
 * Arguments of a tool call: a generated form when the schema is simple, and a
 * JSON editor (Monaco, with the schema attached) for everything.
 */
export function ArgumentsEditor({ inputSchema, text, onTextChange }: ArgumentsEditorProps) {
  const fields = formFields(inputSchema);
  const [chosen, setChosen] = useState<Mode>('form');
  const mode: Mode = fields === undefined ? 'json' : chosen;
  const parsed = parseArguments(text);
  return (
    <Tabs.Root className="tool-args" value={mode} onValueChange={(value) => setChosen(value === 'json' ? 'json' : 'form')}>
      <Tabs.List className="tool-args__tabs" aria-label="Argument editor">
        <Tabs.Trigger value="form" className="tool-args__tab" disabled={fields === undefined}>
          Form
        </Tabs.Trigger>
        <Tabs.Trigger value="json" className="tool-args__tab">
          JSON
        </Tabs.Trigger>
      </Tabs.List>
      {fields === undefined && <p className="note">This input schema is too rich for a form: edit the arguments as JSON.</p>}
      <Tabs.Content value="form" className="tool-args__panel">
        {fields !== undefined &&
          (parsed.ok ? (
            <ArgumentForm fields={fields} value={parsed.value} onChange={(next) => onTextChange(formatArguments(next))} />
          ) : (
            <p className="note note--warning">{parsed.error} Fix it in the JSON tab to use the form.</p>
          ))}
      </Tabs.Content>
      <Tabs.Content value="json" className="tool-args__panel">
        {mode === 'json' && <JsonEditor value={text} onChange={onTextChange} schema={inputSchema} label="Arguments (JSON)" />}
      </Tabs.Content>
    </Tabs.Root>
  );
}
