import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Models from '../../models';
import { ModelSettingsStore, type TurnCallbacks, type TurnRequest, type TurnResult } from '../../models';
import { viewSamplingRequest, type SamplingReply } from '../../protocol/client-features/sampling';
import { SamplingAnswer } from './sampling-answer';

const runTurn = vi.hoisted(() => vi.fn<typeof Models.runTurn>());
const page = vi.hoisted((): { store: ModelSettingsStore | undefined } => ({ store: undefined }));

// The model endpoint is the one part replaced (a turn goes over the network); the page's settings
// store is a fresh one on this tab's storages for each test.
vi.mock('../../models', async (importOriginal) => ({
  ...(await importOriginal<typeof Models>()),
  runTurn,
  get modelSettingsStore() {
    return page.store;
  },
}));

const PARAMS = {
  messages: [{ role: 'user', content: { type: 'text', text: 'What is the weather in Paris?' } }],
  systemPrompt: 'You are a helpful test server.',
  maxTokens: 120,
  stopSequences: ['END'],
  modelPreferences: { hints: [{ name: 'claude-3-sonnet' }], intelligencePriority: 0.8 },
};

const SETTINGS = { provider: 'openai' as const, baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', viaProxy: false };

function result(overrides: Partial<TurnResult>): TurnResult {
  return { text: '', toolCalls: [], usage: {}, finish: 'stop', model: 'llama3.2', latencyMs: 5, exchangeId: 1, ...overrides };
}

function renderAnswer(params: unknown = PARAMS) {
  const onReply = vi.fn<(reply: SamplingReply) => void>();
  const onDecline = vi.fn<() => void>();
  render(<SamplingAnswer request={viewSamplingRequest(params)} onReply={onReply} onDecline={onDecline} />);
  return { onReply, onDecline };
}

function valueOf(element: HTMLElement): string {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) throw new Error('not a field');
  return element.value;
}

const reply = () => valueOf(screen.getByRole('textbox', { name: 'Reply' }));

afterEach(cleanup);
beforeEach(() => {
  runTurn.mockReset();
  localStorage.clear();
  page.store = new ModelSettingsStore({ local: localStorage, session: sessionStorage });
  page.store.save(SETTINGS, '', false);
});

describe('Ask model', () => {
  it('drafts the reply from the request, streaming into the reply box, and sends nothing until Send', async () => {
    let finish: (r: TurnResult) => void = () => undefined;
    let seen: TurnRequest | undefined;
    runTurn.mockImplementation((request: TurnRequest, callbacks: TurnCallbacks) => {
      seen = request;
      callbacks.onText?.('Sunny');
      return new Promise((resolve) => (finish = resolve));
    });
    const { onReply } = renderAnswer();
    await userEvent.click(screen.getByRole('button', { name: 'Ask model' }));
    await waitFor(() => expect(reply()).toBe('Sunny'));
    expect(screen.getByRole('button', { name: 'Ask model' })).toHaveProperty('disabled', true);
    expect(seen).toMatchObject({ settings: SETTINGS, system: 'You are a helpful test server.', maxTokens: 120, stopSequences: ['END'] });
    expect(JSON.stringify(seen?.messages)).toContain('What is the weather in Paris?');

    finish(result({ text: 'Sunny, 21 °C.', finish: 'length', model: 'llama3.2:latest' }));
    await waitFor(() => expect(reply()).toBe('Sunny, 21 °C.'));
    expect(valueOf(screen.getByRole('textbox', { name: 'Model' }))).toBe('llama3.2:latest');
    expect(valueOf(screen.getByRole('combobox', { name: 'Stop reason' }))).toBe('maxTokens');
    const note = screen.getByRole('status').textContent;
    expect(note).toContain('Answered by llama3.2');
    expect(note).toContain('"claude-3-sonnet"');
    expect(note).toContain('llama3.2:latest');
    expect(note).toContain('token limit');
    expect(onReply).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Reply' }), ' Edited.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onReply).toHaveBeenCalledWith({ text: 'Sunny, 21 °C. Edited.', model: 'llama3.2:latest', stopReason: 'maxTokens' });
  });

  it('shows the provider’s words in an alert when the model fails, and the dialog stays usable', async () => {
    runTurn.mockRejectedValue(Object.assign(new Error('Incorrect API key provided: sk-xx'), { status: 401 }));
    const { onDecline, onReply } = renderAnswer();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply' }), 'typed by hand');
    await userEvent.click(screen.getByRole('button', { name: 'Ask model' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Incorrect API key provided');
    expect(reply()).toBe('typed by hand');
    expect(screen.getByRole('button', { name: 'Ask model' })).toHaveProperty('disabled', false);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledOnce();
    expect(onReply).not.toHaveBeenCalled();
  });

  it('shows the model’s tool calls in the draft and says this dialog does not send them', async () => {
    runTurn.mockResolvedValue(result({ finish: 'tool_calls', toolCalls: [{ id: 'c1', name: 'get_weather', argumentsText: '{"city":"Paris"}' }] }));
    renderAnswer({ ...PARAMS, tools: [{ name: 'get_weather', inputSchema: { type: 'object', properties: { city: { type: 'string' } } } }] });
    await userEvent.click(screen.getByRole('button', { name: 'Ask model' }));
    const calls = await screen.findByRole('region', { name: 'Tool calls in the draft' });
    expect(calls.textContent).toContain('get_weather');
    expect(calls.textContent).toContain('{"city":"Paris"}');
    expect(calls.textContent).toContain('not sent');
    expect(runTurn.mock.calls[0]?.[0].tools.map((t) => t.name)).toEqual(['get_weather']);
  });

  it('Stop ends the draft and keeps what had arrived', async () => {
    runTurn.mockImplementation(
      (request: TurnRequest, callbacks: TurnCallbacks) =>
        new Promise((_, reject) => {
          callbacks.onText?.('Half an ans');
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    renderAnswer();
    await userEvent.click(screen.getByRole('button', { name: 'Ask model' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Stopped'));
    expect(reply()).toBe('Half an ans');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a model configured, Model settings invites setting one up instead of Ask model', async () => {
    page.store = new ModelSettingsStore({ local: undefined, session: undefined });
    renderAnswer();
    expect(screen.queryByRole('button', { name: 'Ask model' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Model settings' }));
    expect(within(screen.getByRole('dialog', { name: 'Model settings' })).getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
