import { useId } from 'react';
import { wantsMultiline } from '../../lib/long-text';
import { parseScalar, type FormField } from './schema-form';

interface FieldProps {
  field: FormField;
  value: unknown;
  /** `undefined` removes the argument (an empty optional control sends nothing). */
  onChange: (value: unknown) => void;
}

function Hint({ id, field }: { id: string; field: FormField }) {
  const bounds =
    field.kind === 'number' || field.kind === 'integer'
      ? [field.minimum === undefined ? '' : `≥ ${field.minimum}`, field.maximum === undefined ? '' : `≤ ${field.maximum}`].filter((b) => b !== '')
      : [];
  const facts = [field.kind === 'string' && field.format !== undefined ? `format: ${field.format}` : '', ...bounds].filter((f) => f !== '');
  if (field.description === undefined && facts.length === 0) return null;
  return (
    <span id={id} className="tool-field__hint">
      {field.description}
      {facts.length > 0 && <span className="tool-field__facts"> ({facts.join(', ')})</span>}
    </span>
  );
}

function displayText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function ScalarControl({ field, value, onChange, id, hintId }: FieldProps & { id: string; hintId: string }) {
  const common = { id, 'aria-describedby': hintId, required: field.required, className: 'input' };
  switch (field.kind) {
    case 'boolean':
      // `required` on a checkbox would mean "must be ticked"; false is a valid answer.
      return <input id={id} aria-describedby={hintId} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    case 'enum':
      return (
        <select {...common} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}>
          <option value="">{field.required ? 'Choose…' : '(none)'}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'number':
    case 'integer':
      return (
        <input
          {...common}
          type="number"
          step={field.kind === 'integer' ? 1 : 'any'}
          min={field.minimum}
          max={field.maximum}
          value={typeof value === 'number' ? value : displayText(value)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : parseScalar(e.target.value, field.kind))}
        />
      );
    case 'array':
      return (
        <textarea
          {...common}
          rows={3}
          placeholder="One item per line"
          value={Array.isArray(value) ? value.map(displayText).join('\n') : displayText(value)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value.split('\n').map((line) => parseScalar(line, field.item)))}
        />
      );
    case 'string': {
      const change = (text: string) => onChange(text === '' && !field.required ? undefined : text);
      // Code or running text gets several lines (and keeps its newlines) from the start.
      if (wantsMultiline({ name: field.name, title: field.label, description: field.description, mediaType: field.format })) {
        return <textarea {...common} rows={5} spellCheck={false} value={displayText(value)} onChange={(e) => change(e.target.value)} />;
      }
      return <input {...common} type="text" value={displayText(value)} onChange={(e) => change(e.target.value)} />;
    }
    case 'object':
      return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `object` with `key` set to `value`, or without `key` when `value` is undefined. */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  if (value !== undefined) return { ...object, [key]: value };
  return Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));
}

/** One argument control; its accessible name is the property's title, else its name (ui-contract.md). */
export function ArgumentField({ field, value, onChange }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  if (field.kind === 'object') {
    const object = isRecord(value) ? value : {};
    return (
      <fieldset className="tool-field tool-field--object">
        <legend>{field.label}</legend>
        <Hint id={hintId} field={field} />
        {field.fields.map((child) => (
          <ArgumentField
            key={child.name}
            field={child}
            value={object[child.name]}
            onChange={(next) => {
              const copy = withKey(object, child.name, next);
              onChange(Object.keys(copy).length === 0 && !field.required ? undefined : copy);
            }}
          />
        ))}
      </fieldset>
    );
  }
  return (
    <div className={`tool-field tool-field--${field.kind}`}>
      <label htmlFor={id} className="tool-field__label">
        {field.label}
        {/* Hidden from the accessible name, which must stay the property's title or name. */}
        {field.required && (
          <span className="tool-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <ScalarControl field={field} value={value} onChange={onChange} id={id} hintId={hintId} />
      <Hint id={hintId} field={field} />
    </div>
  );
}

/** The generated form: one control per top-level property. */
export function ArgumentForm({ fields, value, onChange }: { fields: readonly FormField[]; value: Record<string, unknown>; onChange: (next: Record<string, unknown>) => void }) {
  if (fields.length === 0) return <p className="note">This tool takes no arguments.</p>;
  return (
    <div className="tool-form">
      {fields.map((field) => (
        <ArgumentField
          key={field.name}
          field={field}
          value={value[field.name]}
          onChange={(next) => onChange(withKey(value, field.name, next))}
        />
      ))}
    </div>
  );
}
