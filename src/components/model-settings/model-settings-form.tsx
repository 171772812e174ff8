import { Dialog } from 'radix-ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { MODEL_PRESETS, type ModelConfig, type ModelSettings, type ProviderKind } from '../../models';
import { useModelTransport } from '../../hooks/use-model-transport';
import { Combobox } from '../combobox';
import { KeyStorageNote, ProxyChoice } from './model-settings-notes';
import { ModelErrorNote } from './model-error-note';
import { ModelListStatus } from './model-list-status';
import { useModelList } from './use-model-list';

const PROVIDERS: readonly { kind: ProviderKind; label: string }[] = [
  { kind: 'openai', label: 'OpenAI-compatible' },
  { kind: 'anthropic', label: 'Anthropic' },
];
const CUSTOM = 'custom';
const FIRST_PRESET = MODEL_PRESETS[0];

export interface ModelSettingsDraft {
  settings: ModelSettings;
  apiKey: string;
  remember: boolean;
}

function initialDraft(config: ModelConfig): ModelSettingsDraft {
  const settings = config.settings ?? { provider: FIRST_PRESET?.provider ?? 'openai', baseUrl: FIRST_PRESET?.baseUrl ?? '', model: '', viaProxy: false };
  return { settings, apiKey: config.apiKey ?? '', remember: config.remember };
}

function presetOf(settings: ModelSettings) {
  return MODEL_PRESETS.find((preset) => preset.provider === settings.provider && preset.baseUrl === settings.baseUrl.trim());
}

/** What stops Save: an address that is not http(s), no model, a key missing where the preset needs one. */
function problemOf({ settings, apiKey }: ModelSettingsDraft): string | undefined {
  const base = settings.baseUrl.trim();
  if (!URL.canParse(base) || !['http:', 'https:'].includes(new URL(base).protocol)) return 'Give the endpoint’s base URL, starting with http:// or https://.';
  if (settings.model.trim() === '') return 'Name the model to use: pick one from the list or type its id.';
  const preset = presetOf(settings);
  if (preset?.keyNeeded === true && apiKey.trim() === '') return `${preset.label} needs an API key.`;
  return undefined;
}

interface ModelSettingsFormProps {
  config: ModelConfig;
  onSave: (draft: ModelSettingsDraft) => void;
  onForgetKey: () => void;
}

/** The fields of `Model settings`; Save hands the draft over, nothing is stored before. */
export function ModelSettingsForm({ config, onSave, onForgetKey }: ModelSettingsFormProps) {
  const id = useId();
  const { proxyAvailable, transportFor } = useModelTransport();
  const [draft, setDraft] = useState(() => initialDraft(config));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const { settings, apiKey, remember } = draft;
  const transport = transportFor({ viaProxy: settings.viaProxy && proxyAvailable });
  const list = useModelList({ ...settings, viaProxy: settings.viaProxy && proxyAvailable }, apiKey.trim(), transport);
  const preset = presetOf(settings);
  const change = (patch: Partial<ModelSettings>) => setDraft((d) => ({ ...d, settings: { ...d.settings, ...patch } }));

  const pickPreset = (presetId: string) => {
    const next = MODEL_PRESETS.find((p) => p.id === presetId);
    if (next !== undefined) change({ provider: next.provider, baseUrl: next.baseUrl, model: '' });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = problemOf(draft);
    setProblem(found);
    if (found !== undefined) return;
    const saved = { ...settings, baseUrl: settings.baseUrl.trim(), model: settings.model.trim(), viaProxy: settings.viaProxy && proxyAvailable };
    onSave({ settings: saved, apiKey: apiKey.trim(), remember });
  };

  return (
    <form className="model-settings" onSubmit={submit} noValidate>
      <div className="model-settings__row">
        <div>
          <label className="label" htmlFor={`${id}-provider`}>
            Provider
          </label>
          <select id={`${id}-provider`} className="input" value={settings.provider} onChange={(e) => change({ provider: PROVIDERS.find((p) => p.kind === e.target.value)?.kind ?? 'openai' })}>
            {PROVIDERS.map((p) => (
              <option key={p.kind} value={p.kind}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor={`${id}-preset`}>
            Preset
          </label>
          <select id={`${id}-preset`} className="input" value={preset?.id ?? CUSTOM} onChange={(e) => pickPreset(e.target.value)}>
            {MODEL_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
            <option value={CUSTOM}>Other endpoint</option>
          </select>
        </div>
      </div>
      <label className="label" htmlFor={`${id}-base`}>
        Base URL
      </label>
      <input id={`${id}-base`} className="input input--mono" value={settings.baseUrl} spellCheck={false} autoComplete="off" onChange={(e) => change({ baseUrl: e.target.value })} />
      {preset?.note !== undefined && <p className="note">{preset.note}</p>}
      <label className="label" htmlFor={`${id}-key`}>
        API key
      </label>
      <input
        id={`${id}-key`}
        className="input input--mono"
        type="password"
        value={apiKey}
        autoComplete="off"
        spellCheck={false}
        placeholder={preset?.keyNeeded === false ? 'Not needed for a local server' : undefined}
        onChange={(e) => setDraft((d) => ({ ...d, apiKey: e.target.value }))}
      />
      <KeyStorageNote remember={remember} stored={config.apiKey !== undefined} baseUrl={settings.baseUrl} onRememberChange={(next) => setDraft((d) => ({ ...d, remember: next }))} onForgetKey={() => {
        onForgetKey();
        setDraft((d) => ({ ...d, apiKey: '', remember: false }));
      }} />
      <Combobox label="Model" value={settings.model} onChange={(model) => change({ model })} options={list.kind === 'ok' ? list.models : []} status={<ModelListStatus state={list} />} monospace />
      {list.kind === 'error' && <ModelErrorNote info={list.info} />}
      <ProxyChoice available={proxyAvailable} checked={settings.viaProxy} onChange={(viaProxy) => change({ viaProxy })} />
      {problem !== undefined && (
        <p role="alert" className="note note--warning">
          {problem}
        </p>
      )}
      <div className="model-settings__actions">
        <Dialog.Close className="button">Cancel</Dialog.Close>
        <button type="submit" className="button button--primary">
          Save
        </button>
      </div>
    </form>
  );
}
