import type { ElicitField, FieldValue } from './elicitation-fields';

interface FieldControlProps {
  field: ElicitField;
  id: string;
  value: FieldValue | undefined;
  error: string | undefined;
  onChange: (value: FieldValue) => void;
}

function toggle(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

function Control({ field, id, value, onChange, describedBy }: FieldControlProps & { describedBy: string | undefined }) {
  const text = typeof value === 'string' ? value : '';
  const common = { id, 'aria-describedby': describedBy, 'aria-required': field.required };
  switch (field.kind) {
    case 'boolean':
      return <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case 'number':
      return (
        <input {...common} type="number" className="input" value={text} min={field.minimum} max={field.maximum}
          step={field.integer ? 1 : 'any'} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'enum':
      return (
        <select {...common} className="input" value={text} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{field.required ? 'Choose…' : '(none)'}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      );
    case 'multi': {
      const picked = Array.isArray(value) ? value : [];
      return (
        <span className="elicit-multi" id={id} role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
          {field.options.map((option) => (
            <label key={option.value} className="elicit-multi__option">
              <input type="checkbox" checked={picked.includes(option.value)}
                onChange={(e) => onChange(toggle(picked, option.value, e.currentTarget.checked))} />
              {option.label}
            </label>
          ))}
        </span>
      );
    }
    case 'string':
      return (
        <input {...common} type={field.format === 'date' ? 'date' : 'text'} className="input" value={text}
          minLength={field.minLength} maxLength={field.maxLength} placeholder={field.format}
          onChange={(e) => onChange(e.currentTarget.value)} />
      );
  }
}

/** One generated control with its label (the accessible name), description and error. */
export function FieldControl(props: FieldControlProps) {
  const { field, id, error } = props;
  const descriptionId = field.description === undefined ? undefined : `${id}-description`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = [descriptionId, errorId].filter((v) => v !== undefined).join(' ') || undefined;
  const labelProps = field.kind === 'multi' ? { id: `${id}-label` } : { htmlFor: id };
  return (
    <div className="elicit-field">
      <label className="elicit-field__label" {...labelProps}>
        {field.label}
        {field.required && <span className="required-marker" aria-hidden="true"> *</span>}
      </label>
      <Control {...props} describedBy={describedBy} />
      {field.description !== undefined && <p className="elicit-field__description" id={descriptionId}>{field.description}</p>}
      {error !== undefined && <p className="elicit-field__error" id={errorId}>{error}</p>}
    </div>
  );
}
