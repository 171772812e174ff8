import { describe, expect, it } from 'vitest';
import { ModelLog } from './model-log';

const request = { provider: 'openai' as const, method: 'POST', url: 'http://127.0.0.1:1/v1/chat/completions', requestHeaders: {}, requestBody: '{}', startedAt: 1 };

describe('ModelLog', () => {
  it('numbers exchanges, updates one in place with a new snapshot, and tells its listeners', () => {
    const log = new ModelLog();
    let told = 0;
    log.subscribe(() => (told += 1));
    const id = log.start(request);
    const before = log.getSnapshot();
    log.update(id, (exchange) => ({ status: 200, responseBody: `${exchange.responseBody}data: x` }));
    expect(log.getSnapshot()).not.toBe(before);
    expect(log.getSnapshot()).toMatchObject([{ id, status: 200, responseBody: 'data: x' }]);
    expect(told).toBe(2);
  });

  it('keeps the newest exchanges only, as a ring', () => {
    const log = new ModelLog(3);
    for (let i = 0; i < 5; i += 1) log.start(request);
    expect(log.getSnapshot().map((exchange) => exchange.id)).toEqual([3, 4, 5]);
    log.update(1, () => ({ status: 500 }));
    expect(log.getSnapshot().every((exchange) => exchange.status === undefined)).toBe(true);
  });

  it('loads saved exchanges as recorded and numbers new ones after them; clear empties it', () => {
    const log = new ModelLog();
    log.load([{ ...request, id: 7, responseBody: 'saved' }]);
    expect(log.start(request)).toBe(8);
    expect(log.getSnapshot().map((exchange) => exchange.responseBody)).toEqual(['saved', '']);
    log.clear();
    expect(log.getSnapshot()).toEqual([]);
  });
});
