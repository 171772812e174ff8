import { describe, expect, it } from 'vitest';
import { EventSource, loadEventSource } from './event-source';

describe('the EventSource stand-in (the build gives it to the SDK client)', () => {
  it('loads the package once and then constructs its EventSource', async () => {
    const loading = loadEventSource();
    expect(loadEventSource()).toBe(loading);
    const { EventSource: PackageEventSource } = await loading;
    // Nothing listens on port 1: the connection fails in the background and is closed at once.
    // As the SDK client calls it: with `new`.
    const source: unknown = Reflect.construct(EventSource, ['http://127.0.0.1:1/sse', { fetch: () => Promise.reject(new TypeError('refused')) }]);
    expect(source).toBeInstanceOf(PackageEventSource);
    if (source instanceof PackageEventSource) source.close();
  });
});
