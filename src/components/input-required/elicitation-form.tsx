import type { ElicitRequestFormParams, ElicitResult } from '@modelcontextprotocol/client';
import { useId, useState, type SyntheticEvent } from 'react';
import { fieldsFromSchema, initialValues, type FieldValue, type FormValues } from './elicitation-fields';
import { FieldControl } from './field-control';
import { collectContent } from './validate-content';

interface ElicitationFormProps {
  params: ElicitRequestFormParams;
  onRespond: (result: ElicitResult) => void;
}

/** A form generated from `requestedSchema`, answered with accept (validated content), decline or cancel (spec §11.4). */
export function ElicitationForm({ params, onRespond }: ElicitationFormProps) {
  const baseId = useId();
  const [fields] = useState(() => fieldsFromSchema(params.requestedSchema));
  const [values, setValues] = useState<FormValues>(() => initialValues(params.requestedSchema, fields));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = collectContent(fields, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    onRespond({ action: 'accept', content: checked.content });
  };
  const set = (name: string, value: FieldValue) => setValues((prev) => ({ ...prev, [name]: value }));

  return (
    <form className="elicit-form" onSubmit={submit} noValidate>
      {fields.length === 0 && <p className="note">The server asks for a confirmation only (no fields).</p>}
      {fields.map((field, index) => (
        <FieldControl key={field.name} field={field} id={`${baseId}-${index}`} value={values[field.name]} error={errors[field.name]}
          onChange={(value) => set(field.name, value)} />
      ))}
      <div className="elicit-form__actions">
        <button type="submit" className="button button--primary">Accept</button>
        <button type="button" className="button" onClick={() => onRespond({ action: 'decline' })}>Decline</button>
        <button type="button" className="button button--ghost" onClick={() => onRespond({ action: 'cancel' })}>Cancel</button>
      </div>
    </form>
  );
}
