import { describe, expect, it } from 'vitest';
import type { ModelSettings } from '../types';
import { probeReach } from './reach';

const LM_STUDIO: ModelSettings = { provider: 'openai', baseUrl: 'http://127.0.0.1:1234/v1', model: 'local', viaProxy: false };

describe('probeReach', () => {
  it('reads an opaque no-cors answer as a CORS refusal, and names the endpoint’s CORS switch and the local proxy', async () => {
    const modes: (RequestMode | undefined)[] = [];
    const info = await probeReach('http://127.0.0.1:1234/v1/chat/completions', LM_STUDIO, (_input, init) => {
      modes.push(init?.mode);
      return Promise.resolve(new Response(null, { status: 200 }));
    });
    expect(modes).toEqual(['no-cors']);
    expect(info.kind).toBe('cors');
    expect(info.hint).toMatch(/LM Studio/);
    expect(info.hint).toMatch(/OLLAMA_ORIGINS/);
    expect(info.hint).toMatch(/Connect through local proxy/);
    expect(info.hint).toMatch(/npx mcp-console/);
  });

  it('reads a TypeError of the probe too as nothing listening', async () => {
    const info = await probeReach('http://127.0.0.1:1234/v1/chat/completions', LM_STUDIO, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(info).toMatchObject({ kind: 'refused', title: 'Nothing answered at http://127.0.0.1:1234' });
  });
});
