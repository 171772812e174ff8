import { describe, expect, it } from 'vitest';
import { PlaygroundStore } from '../../src/hooks/playground/playground-store';
import { ModelLog, runTurn, type ModelSettings, type ProviderKind } from '../../src/models';
import { parseSessionFile } from '../../src/recording/session-file/schema';
import { sessionFileDownload } from '../../src/recording/session-file/session-export';
import { withModelApiFixture } from '../model-api/fixture';

/**
 * Issue 40, item 6: a Playground conversation goes into the session file without the key and comes
 * back from it. The turn really runs through the model layer against the model-API fixture, which
 * checks the key was sent, so the export cannot pass by never having had it.
 */

const fixture = withModelApiFixture();
const KEY = 'sk-session-file-secret-7a3f19';
const QUESTION = 'What is the capital of France?';

function settingsFor(provider: ProviderKind): ModelSettings {
  const server = fixture.server();
  return { provider, baseUrl: provider === 'openai' ? server.openaiBaseUrl : server.anthropicBaseUrl, model: 'fixture-model', viaProxy: false };
}

describe.each(['openai', 'anthropic'] as const)('a %s conversation in a session file', (provider) => {
  it('is exported without the key and imported with its entries and exchanges', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'answer', text: 'Paris.', pieces: 2, usage: { input: 12, output: 2 } } }] });
    const settings = settingsFor(provider);
    const log = new ModelLog();
    const store = new PlaygroundStore();
    store.append({ kind: 'user', id: 'u1', parts: [{ type: 'text', text: QUESTION }] });
    const result = await runTurn({ settings, apiKey: KEY, messages: [{ role: 'user', parts: [{ type: 'text', text: QUESTION }] }], tools: [], maxTokens: 64, signal: new AbortController().signal }, {}, { log });
    store.append({ kind: 'assistant', id: 'a1', text: result.text, model: result.model, stats: { usage: result.usage, modelMs: result.latencyMs, toolMs: 0 }, exchangeId: result.exchangeId });
    // The user pastes the key into the chat too: the file masks it there as well.
    store.append({ kind: 'user', id: 'u2', parts: [{ type: 'text', text: `is ${KEY} my key?` }] });

    const [sent] = await fixture.control().requests();
    expect(sent?.key).toBe(KEY);

    const saved = store.save(log, settings);
    const text = sessionFileDownload({ state: 'closed', url: 'http://127.0.0.1:4318/mcp' }, { exchanges: [], frames: [] }, new Date(), undefined, { playground: saved }, [KEY])?.text ?? '';
    expect(text).toContain('Paris.');
    expect(text).not.toContain(KEY);

    const parsed = parseSessionFile(text);
    if (!parsed.ok) throw new Error(parsed.error);
    const conversation = parsed.file.playground;
    if (conversation === undefined) throw new Error('no playground in the file');
    const replayLog = new ModelLog();
    const replayed = new PlaygroundStore();
    replayed.load(conversation, replayLog);
    expect(replayed.getSnapshot().entries.slice(0, 2)).toEqual(saved.entries.slice(0, 2));
    expect(replayed.getSnapshot().entries[2]).toEqual({ kind: 'user', id: 'u2', parts: [{ type: 'text', text: 'is [redacted] my key?' }] });
    // The exchanges as logged, with the key masked should the log ever have held it.
    const logged: unknown = JSON.parse(JSON.stringify(saved.exchanges).replaceAll(KEY, '[redacted]'));
    expect(replayLog.getSnapshot()).toEqual(logged);
    expect(replayLog.getSnapshot()).toHaveLength(1);
    expect(replayLog.getSnapshot()[0]).toMatchObject({ status: 200, provider, method: 'POST' });
  });
});
