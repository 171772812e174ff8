/** What the user asks of a load run, as the form holds it (text, so a half-typed number stays as typed). */
export interface LoadFormOptions {
  concurrency: string;
  durationSeconds: string;
  p95MaxMs: string;
  errorRateMax: string;
}

export const DEFAULT_LOAD_OPTIONS: LoadFormOptions = { concurrency: '4', durationSeconds: '10', p95MaxMs: '', errorRateMax: '' };

interface Props {
  options: LoadFormOptions;
  onChange: (options: LoadFormOptions) => void;
  disabled: boolean;
}

/** Concurrency, duration and the optional gates, as `bench --concurrency --duration --p95-max --error-rate-max`. */
export function LoadOptionsForm({ options, onChange, disabled }: Props) {
  const field = (key: keyof LoadFormOptions, label: string, attrs: { min: number; max?: number; step?: number; placeholder?: string }) => (
    <label className="qa-load__field">
      <span>{label}</span>
      <input
        type="number"
        value={options[key]}
        disabled={disabled}
        min={attrs.min}
        max={attrs.max}
        step={attrs.step ?? 1}
        placeholder={attrs.placeholder}
        onChange={(e) => onChange({ ...options, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <fieldset className="qa-load__options" disabled={disabled}>
      <legend>Run</legend>
      {field('concurrency', 'Concurrency', { min: 1, max: 64 })}
      {field('durationSeconds', 'Duration (s)', { min: 1, max: 600 })}
      {field('p95MaxMs', 'p95 limit (ms)', { min: 0, placeholder: 'none' })}
      {field('errorRateMax', 'Error-rate limit', { min: 0, max: 1, step: 0.01, placeholder: 'none' })}
    </fieldset>
  );
}
