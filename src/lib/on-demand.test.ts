import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('loads once for every caller and keeps the module for later mounts', async () => {
    let calls = 0;
    const part = onDemand(() => {
      calls += 1;
      return Promise.resolve({ name: 'roots list' });
    });
    expect(part.started()).toBe(false);
    expect(part.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(part.started()).toBe(true);
    expect(part.loaded()).toEqual({ name: 'roots list' });
  });

  it('forgets a failed load, so the next attempt (Retry, a click) loads again', async () => {
    let calls = 0;
    const part = onDemand(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve('stdio section');
    });
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.started()).toBe(false);
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe('stdio section');
    expect(calls).toBe(2);
  });
});
