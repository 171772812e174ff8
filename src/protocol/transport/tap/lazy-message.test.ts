import { describe, expect, it } from 'vitest';
import { TrafficLog } from './traffic-log';
import { LAZY_MESSAGE_MIN_CHARS, keepsAsText } from './lazy-message';

const bigResult = () => {
  const resources = Array.from({ length: 400 }, (_, i) => ({ uri: `file:///item-${i}.txt`, name: `item-${i}`, mimeType: 'text/plain' }));
  const message = { jsonrpc: '2.0', id: 7, result: { resources } };
  return { message, text: JSON.stringify(message) };
};

describe('a large message in the traffic log', () => {
  it('is kept as its text, and reads back as the message, in spread copies and in JSON too', () => {
    const log = new TrafficLog();
    const { message, text } = bigResult();
    expect(text.length).toBeGreaterThanOrEqual(LAZY_MESSAGE_MIN_CHARS);
    log.addFrame({ direction: 'in', message: JSON.parse(text), text, exchangeId: undefined });
    const [frame] = log.getSnapshot().frames;
    expect(Object.getOwnPropertyDescriptor(frame, 'message')?.get).toBeTypeOf('function');
    expect(frame?.message).toEqual(message);
    expect(frame?.message).toBe(frame?.message);
    expect({ ...frame }.message).toEqual(message);
    expect(JSON.parse(JSON.stringify(frame))).toMatchObject({ message });
    expect(frame?.kind).toBe('result');
    expect(frame?.rpcId).toBe(7);
  });

  it('stays a plain object when small, part of a batch, or given without its text', () => {
    const log = new TrafficLog();
    const small = { jsonrpc: '2.0', id: 1, result: {} };
    log.addFrame({ direction: 'in', message: small, text: JSON.stringify(small), exchangeId: undefined });
    const { message, text } = bigResult();
    log.addFrame({ direction: 'in', message, exchangeId: undefined });
    for (const frame of log.getSnapshot().frames) expect(Object.getOwnPropertyDescriptor(frame, 'message')?.get).toBeUndefined();
    expect(keepsAsText(`[${text}]`)).toBe(false);
    expect(keepsAsText(`  ${text}`)).toBe(true);
  });
});
