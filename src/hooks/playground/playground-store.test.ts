import { describe, expect, it } from 'vitest';
import { ModelLog, type ConversationEntry, type ModelSettings } from '../../models';
import { PlaygroundStore } from './playground-store';

function memoryStorage(): { getItem(key: string): string | null; setItem(key: string, value: string): void; items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const settings: ModelSettings = { provider: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', viaProxy: false };
const user: ConversationEntry = { kind: 'user', id: 'u1', parts: [{ type: 'text', text: 'What is 2+3?' }] };

describe('PlaygroundStore', () => {
  it('keeps the set-up, the draft and its attached resources across a reload, not the conversation', () => {
    const storage = memoryStorage();
    const first = new PlaygroundStore(storage);
    first.setSystem('Be brief.');
    first.setTemperature(0.2);
    first.setMaxTokens(300);
    first.setToolEnabled('add', false);
    first.setDraft('half a quest');
    first.attach('docs://guide.md');
    first.attach(' urn:demo:glossary ');
    first.attach('docs://guide.md');
    first.attach('demo://gone');
    first.detach('demo://gone');
    first.append(user);
    const again = new PlaygroundStore(storage).getSnapshot();
    expect(again).toMatchObject({ system: 'Be brief.', temperature: 0.2, maxTokens: 300, enabledTools: { add: false }, draft: 'half a quest', entries: [] });
    expect(again.attachments).toEqual(['docs://guide.md', 'urn:demo:glossary']);
  });

  it('reads a broken stored value as the defaults', () => {
    const storage = memoryStorage();
    storage.setItem('mcp-console.playground.v1', '{"system":3,"maxTokens":-1,"enabledTools":{"a":"yes"}');
    expect(new PlaygroundStore(storage).getSnapshot()).toMatchObject({ system: '', maxTokens: 1024, enabledTools: {}, draft: '' });
  });

  it('hands queued messages over once', () => {
    const store = new PlaygroundStore(memoryStorage());
    store.queueRun([{ role: 'user', parts: [{ type: 'text', text: 'hi' }] }]);
    expect(store.getSnapshot().queued).toBe(true);
    expect(store.takeQueued()).toHaveLength(1);
    expect(store.getSnapshot().queued).toBe(false);
    expect(store.takeQueued()).toBeUndefined();
  });

  it('saves a conversation with its exchanges and loads it back as recorded', () => {
    const log = new ModelLog();
    const store = new PlaygroundStore(memoryStorage());
    store.setSystem('sys');
    store.append(user);
    log.start({ provider: 'openai', method: 'POST', url: 'http://127.0.0.1:9/v1/chat/completions', requestHeaders: {}, requestBody: '{}', startedAt: 1 });
    const saved = store.save(log, settings);
    expect(saved).toMatchObject({ version: 1, settings, system: 'sys', entries: [user] });
    expect(saved.exchanges).toHaveLength(1);

    const otherLog = new ModelLog();
    const other = new PlaygroundStore(memoryStorage());
    other.load(saved, otherLog);
    expect(other.getSnapshot()).toMatchObject({ system: 'sys', entries: [user], busy: false, generation: 1 });
    expect(otherLog.getSnapshot()).toEqual(saved.exchanges);
  });
});
