import { useState } from 'react';
import type { FuzzSettings } from './fuzz-store';

/** The bounds of each setting, as the CLI takes them. */
const FIELDS = [
  { key: 'seed', label: 'Seed', min: 0, max: 4_294_967_295 },
  { key: 'cases', label: 'Cases per tool', min: 1, max: 10_000 },
  { key: 'timeoutMs', label: 'Timeout per call (ms)', min: 1, max: 600_000 },
] as const;

type Key = (typeof FIELDS)[number]['key'];

function parsed(text: string, min: number, max: number): number | undefined {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

interface FuzzSettingsProps {
  settings: FuzzSettings;
  disabled: boolean;
  onChange: (settings: FuzzSettings) => void;
  /** Whether every field holds a number in its bounds (Run waits until they do). */
  onValidity: (valid: boolean) => void;
}

/** Seed, cases per tool and timeout per call: what is typed stays while it is not a number yet. */
export function FuzzSettingsFields({ settings, disabled, onChange, onValidity }: FuzzSettingsProps) {
  const [texts, setTexts] = useState<Record<Key, string>>(() => ({ seed: String(settings.seed), cases: String(settings.cases), timeoutMs: String(settings.timeoutMs) }));
  const change = (key: Key, text: string) => {
    const next = { ...texts, [key]: text };
    setTexts(next);
    const values = FIELDS.map((field) => parsed(next[field.key], field.min, field.max));
    const [seed, cases, timeoutMs] = values;
    const valid = seed !== undefined && cases !== undefined && timeoutMs !== undefined;
    onValidity(valid);
    if (valid) onChange({ seed, cases, timeoutMs });
  };
  return (
    <div className="qa-fuzz__settings">
      {FIELDS.map((field) => {
        const invalid = parsed(texts[field.key], field.min, field.max) === undefined;
        return (
          <label key={field.key} className="qa-fuzz__field">
            {field.label}
            <input
              className="input input--small"
              inputMode="numeric"
              value={texts[field.key]}
              disabled={disabled}
              aria-invalid={invalid}
              title={`A whole number from ${field.min} to ${field.max}`}
              onChange={(e) => change(field.key, e.target.value)}
            />
          </label>
        );
      })}
    </div>
  );
}
