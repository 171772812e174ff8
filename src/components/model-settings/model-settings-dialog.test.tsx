import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Models from '../../models';
import { classifyModelError, ModelSettingsStore } from '../../models';
import { provideModelProxy } from '../../hooks/model-proxy';
import { ModelSettingsButton } from './model-settings-dialog';

const listModels = vi.hoisted(() => vi.fn<typeof Models.listModels>());
const page = vi.hoisted((): { store: ModelSettingsStore | undefined } => ({ store: undefined }));

// The endpoint is the one part replaced (listing its models goes over the network); the page's
// settings store is a fresh one on this tab's real storages for each test.
vi.mock('../../models', async (importOriginal) => ({
  ...(await importOriginal<typeof Models>()),
  listModels,
  get modelSettingsStore() {
    return page.store;
  },
}));

let modelSettingsStore: ModelSettingsStore;

const KEY = 'sk-test-0123456789';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  modelSettingsStore = new ModelSettingsStore({ local: localStorage, session: sessionStorage });
  page.store = modelSettingsStore;
  listModels.mockReset();
  listModels.mockResolvedValue(['llama3.2', 'qwen3:8b']);
  provideModelProxy(undefined);
});

async function openDialog() {
  render(<ModelSettingsButton />);
  await userEvent.click(screen.getByRole('button', { name: 'Model settings' }));
  return screen.getByRole('dialog', { name: 'Model settings' });
}

function valueOf(element: HTMLElement): string {
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element.value;
}

function checkedOf(element: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element.checked;
}

/** Every value the browser keeps for this site, in one storage. */
function stored(storage: Storage): string {
  return Object.keys(storage)
    .map((key) => `${key}=${storage.getItem(key) ?? ''}`)
    .join('\n');
}

async function fillOllama(dialog: HTMLElement) {
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Preset' }), 'Ollama');
  expect(valueOf(within(dialog).getByRole('textbox', { name: 'Base URL' }))).toBe('http://127.0.0.1:11434/v1');
}

describe('Model settings', () => {
  it('a preset fills the base URL and the endpoint’s models become the suggestions of Model', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByRole('combobox', { name: 'Provider' })).toBeTruthy();
    await fillOllama(dialog);
    await waitFor(() => expect(listModels).toHaveBeenLastCalledWith(expect.objectContaining({ provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1' }), '', expect.anything(), expect.anything()));
    const model = within(dialog).getByRole('combobox', { name: 'Model' });
    await userEvent.click(model);
    await waitFor(() => expect(within(screen.getByRole('listbox', { name: 'Model suggestions' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['llama3.2', 'qwen3:8b']));
    await userEvent.click(screen.getByRole('option', { name: 'qwen3:8b' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modelSettingsStore.getSnapshot().settings).toEqual({ provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen3:8b', viaProxy: false });
  });

  it('a failure to list models is an alert naming it, and a typed model id still saves', async () => {
    listModels.mockRejectedValue(new TypeError('Failed to fetch'));
    const dialog = await openDialog();
    await fillOllama(dialog);
    const { title, hint } = classifyModelError(new TypeError('Failed to fetch'), { provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: '', viaProxy: false });
    const alert = await within(dialog).findByRole('alert', {});
    expect(alert.textContent).toContain(title);
    expect(alert.textContent).toContain(hint);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Model' }), 'my-model');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(modelSettingsStore.getSnapshot().settings?.model).toBe('my-model');
  });

  it('the key stays in this tab’s session storage, never in local storage, unless Remember is ticked', async () => {
    const dialog = await openDialog();
    await fillOllama(dialog);
    await userEvent.type(within(dialog).getByLabelText('API key'), KEY);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Model' }), 'llama3.2');
    expect(checkedOf(within(dialog).getByRole('checkbox', { name: 'Remember on this device' }))).toBe(false);
    expect(dialog.textContent).toContain('this tab’s session storage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(stored(sessionStorage)).toContain(KEY);
    expect(stored(localStorage)).not.toContain(KEY);
    expect(stored(localStorage)).toContain('http://127.0.0.1:11434/v1');
    expect(modelSettingsStore.getSnapshot()).toMatchObject({ apiKey: KEY, remember: false });
  });

  it('Remember on this device keeps the key in local storage until Forget key', async () => {
    const dialog = await openDialog();
    await fillOllama(dialog);
    await userEvent.type(within(dialog).getByLabelText('API key'), KEY);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Model' }), 'llama3.2');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember on this device' }));
    expect(dialog.textContent).toContain('local storage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(stored(localStorage)).toContain(KEY);
    expect(stored(sessionStorage)).not.toContain(KEY);

    await userEvent.click(screen.getByRole('button', { name: 'Model settings' }));
    const again = screen.getByRole('dialog', { name: 'Model settings' });
    expect(valueOf(within(again).getByLabelText('API key'))).toBe(KEY);
    await userEvent.click(within(again).getByRole('button', { name: 'Forget key' }));
    expect(valueOf(within(again).getByLabelText('API key'))).toBe('');
    expect(stored(localStorage)).not.toContain(KEY);
    expect(stored(sessionStorage)).not.toContain(KEY);
    expect(modelSettingsStore.getSnapshot().apiKey).toBeUndefined();
  });

  it('nothing is saved without a base URL and a model; the alert says what is missing', async () => {
    const dialog = await openDialog();
    await fillOllama(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Name the model');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Base URL' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Model' }), 'm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('base URL');
    expect(stored(localStorage)).not.toContain('"model":"m"');
  });

  it('Cancel closes the dialog and keeps what was stored', async () => {
    modelSettingsStore.save({ provider: 'anthropic', baseUrl: 'https://api.anthropic.com', model: 'claude-sonnet-4-5', viaProxy: false }, KEY, false);
    const dialog = await openDialog();
    expect(valueOf(within(dialog).getByLabelText('API key'))).toBe(KEY);
    await fillOllama(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modelSettingsStore.getSnapshot()).toMatchObject({ settings: { baseUrl: 'https://api.anthropic.com' }, apiKey: KEY });
  });

  it('on the hosted site the proxy is not offered and npx mcp-console is named instead', async () => {
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('checkbox', { name: 'Connect through local proxy' })).toBeNull();
    expect(dialog.textContent).toContain('npx mcp-console');
  });

  it('a console served by mcp-console offers Connect through local proxy and lists models through it', async () => {
    provideModelProxy({ consoleOrigin: 'http://127.0.0.1:4999', secret: 'run-secret' });
    const dialog = await openDialog();
    await fillOllama(dialog);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Connect through local proxy' }));
    await waitFor(() => expect(listModels).toHaveBeenLastCalledWith(expect.objectContaining({ viaProxy: true }), '', expect.anything(), expect.anything()));
    expect(typeof listModels.mock.lastCall?.[2].route).toBe('function');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Model' }), 'llama3.2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(modelSettingsStore.getSnapshot().settings?.viaProxy).toBe(true);
  });
});
