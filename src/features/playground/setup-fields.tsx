import { useId } from 'react';
import type { PlaygroundState, PlaygroundStore } from '../../hooks/playground';

interface NumberFieldProps {
  label: string;
  value: number | undefined;
  min: number;
  max?: number;
  step: number;
  placeholder?: string;
  onChange: (value: number | undefined) => void;
}

function NumberField({ label, value, onChange, ...limits }: NumberFieldProps) {
  const id = useId();
  return (
    <span>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input input--small" type="number" {...limits} value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))} />
    </span>
  );
}

/** The system prompt, temperature and max tokens, each written to the store (and so kept) as typed. */
export function SetupFields({ state, store }: { state: PlaygroundState; store: PlaygroundStore }) {
  const id = useId();
  return (
    <div className="playground-setup__fields">
      <label className="label" htmlFor={id}>
        System prompt
      </label>
      <textarea id={id} className="input playground-setup__system" rows={3} value={state.system} onChange={(event) => store.setSystem(event.target.value)} />
      <div className="playground-setup__numbers">
        <NumberField label="Temperature" value={state.temperature} min={0} max={2} step={0.1} placeholder="default" onChange={(value) => store.setTemperature(value)} />
        <NumberField label="Max tokens" value={state.maxTokens} min={1} step={1} onChange={(value) => value !== undefined && store.setMaxTokens(value)} />
      </div>
    </div>
  );
}
