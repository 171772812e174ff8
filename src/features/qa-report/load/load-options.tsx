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

/** The options as the engine takes them, or why they cannot be (bench's own bounds). */
export function readLoadOptions(options: LoadFormOptions): { concurrency: number; durationMs: number; gates: { p95MaxMs?: number; errorRateMax?: number } } | string {
  const concurrency = Number(options.concurrency);
  const duration = Number(options.durationSeconds);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) return 'Concurrency is a whole number from 1 to 64.';
  if (!(duration > 0 && duration <= 600)) return 'Duration is from 1 to 600 seconds.';
  const p95 = options.p95MaxMs.trim() === '' ? undefined : Number(options.p95MaxMs);
  const rate = options.errorRateMax.trim() === '' ? undefined : Number(options.errorRateMax);
  if (p95 !== undefined && !(p95 >= 0)) return 'The p95 limit is a number of milliseconds.';
  if (rate !== undefined && !(rate >= 0 && rate <= 1)) return 'The error-rate limit is a fraction from 0 to 1.';
  return { concurrency, durationMs: Math.round(duration * 1000), gates: { ...(p95 === undefined ? {} : { p95MaxMs: p95 }), ...(rate === undefined ? {} : { errorRateMax: rate }) } };
}
