import { describe, expect, it } from 'vitest';
import { AuthStepRecorder } from './step-recorder';

const SERVER = 'https://mcp.example/mcp';
const PRM = 'https://mcp.example/.well-known/oauth-protected-resource/mcp';

type Answer = Response | Error;
/** A base fetch answering from a list per URL; a no-cors request answers `noCors`. */
function scriptedFetch(answers: Record<string, Answer[]>, noCors: 'reachable' | 'unreachable' = 'reachable'): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (init?.mode === 'no-cors') return noCors === 'reachable' ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError('Failed to fetch'));
    const next = answers[url]?.shift();
    if (next === undefined) return Promise.reject(new Error(`unexpected ${url}`));
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
}

describe('AuthStepRecorder (spec §22)', () => {
  it('records discovery, the token exchange with secrets masked, then the first authorized request', async () => {
    const recorder = new AuthStepRecorder({ serverUrl: SERVER, now: () => 1 });
    const tokenUrl = 'https://as.example/token';
    const fetchFn = recorder.wrapFetch(
      scriptedFetch({
        [SERVER]: [
          new Response(null, { status: 401, headers: { 'www-authenticate': `Bearer resource_metadata="${PRM}"` } }),
          Response.json({ result: {} }),
        ],
        [PRM]: [Response.json({ resource: SERVER, authorization_servers: ['https://as.example'] })],
        [tokenUrl]: [Response.json({ access_token: 'AT-SECRET', refresh_token: 'RT-SECRET', token_type: 'Bearer' })],
      }),
    );
    await fetchFn(SERVER, { method: 'POST', body: '{}' });
    await fetchFn(PRM);
    await fetchFn(tokenUrl, { method: 'POST', body: 'grant_type=authorization_code&code=CODE&code_verifier=VERIFIER' });
    await fetchFn(SERVER, { method: 'POST', headers: { Authorization: 'Bearer AT-SECRET' }, body: '{}' });

    const steps = recorder.getSnapshot();
    expect(steps.map((s) => `${s.kind}:${s.status}`)).toEqual(['challenge:ok', 'resource-metadata:ok', 'token:ok', 'authorized-request:ok']);
    const text = JSON.stringify(steps);
    for (const secret of ['AT-SECRET', 'RT-SECRET', 'VERIFIER', 'CODE&']) expect(text).not.toContain(secret);
    expect(steps[3]?.request?.headers).toContainEqual(['authorization', '[redacted]']);
  });

  it('explains a metadata fetch the browser blocked as CORS, with the fix, and folds the SDK retry into one step', async () => {
    const recorder = new AuthStepRecorder({ serverUrl: SERVER, origin: 'https://console.example' });
    const fetchFn = recorder.wrapFetch(scriptedFetch({ [PRM]: [new TypeError('Failed to fetch'), new TypeError('Failed to fetch')] }));
    await expect(fetchFn(PRM, { headers: { 'MCP-Protocol-Version': '2026-07-28' } })).rejects.toThrow(TypeError);
    await expect(fetchFn(PRM)).rejects.toThrow(TypeError);

    const steps = recorder.getSnapshot();
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ kind: 'resource-metadata', status: 'failed', attempts: 2 });
    expect(steps[0]?.explanation).toMatch(/blocked .* without CORS headers/);
    expect(steps[0]?.fix).toContain('Access-Control-Allow-Origin: https://console.example');
    expect(recorder.rootFailure()?.id).toBe(steps[0]?.id);
  });

  it('says "could not reach" when even a no-cors request fails', async () => {
    const recorder = new AuthStepRecorder({ serverUrl: SERVER });
    const fetchFn = recorder.wrapFetch(scriptedFetch({ [PRM]: [new TypeError('Failed to fetch')] }, 'unreachable'));
    await expect(fetchFn(PRM)).rejects.toThrow();
    expect(recorder.getSnapshot()[0]?.explanation).toMatch(/^Could not reach/);
  });

  it('notes a 401 whose challenge lacks resource_metadata', async () => {
    const recorder = new AuthStepRecorder({ serverUrl: SERVER });
    const fetchFn = recorder.wrapFetch(scriptedFetch({ [SERVER]: [new Response(null, { status: 401, headers: { 'www-authenticate': 'Bearer realm="x"' } })] }));
    await fetchFn(SERVER, { method: 'POST', body: '{}' });
    expect(recorder.getSnapshot()[0]?.explanation).toMatch(/no resource_metadata/);
  });

  it('does not call an ordinary request "first authorized" before a token was issued', async () => {
    const recorder = new AuthStepRecorder({ serverUrl: SERVER });
    const fetchFn = recorder.wrapFetch(scriptedFetch({ [SERVER]: [Response.json({ result: {} })] }));
    await fetchFn(SERVER, { method: 'POST', headers: { Authorization: 'Bearer static' }, body: '{}' });
    expect(recorder.getSnapshot()).toEqual([]);
  });

  it('forgets failures that came before a successful token when naming the root cause', () => {
    const recorder = new AuthStepRecorder({ serverUrl: SERVER });
    recorder.add({ kind: 'authorization', status: 'failed', explanation: 'old' });
    recorder.add({ kind: 'token', status: 'ok' });
    expect(recorder.rootFailure()).toBeUndefined();
    recorder.add({ kind: 'refresh', status: 'failed', explanation: 'new' });
    expect(recorder.rootFailure()?.explanation).toBe('new');
  });
});
