import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleError } from './errors';
import { explainFailure, signInFailureReason } from './failure';
import { testExchange } from '../model/exchange.test-util';
import { TrafficLog } from '../transport/tap/traffic-log';

const HOSTED = 'https://console.example.com/';
const LOOPBACK_TARGET = 'http://127.0.0.1:3000/mcp';

/** How the CORS probe's requests fare, as a browser would let JS observe them. */
type Network = 'unreachable' | 'cors-blocked' | 'redirect-not-followed';

/** A fetch that records each probe request; the probe is the only caller in these tests. */
function probeFetch(network: Network): { fetch: typeof fetch; calls: RequestInit[] } {
  const calls: RequestInit[] = [];
  const fn: typeof fetch = (_input, init) => {
    calls.push(init ?? {});
    // An opaque no-cors request gets through to a server that is up; a CORS request does not.
    if (network === 'cors-blocked' && init?.mode === 'no-cors') return Promise.resolve(new Response(null));
    // A redirect the browser would not follow shows only when asked not to follow it.
    if (network === 'redirect-not-followed' && init?.redirect === 'manual') return Promise.resolve(new Response(null, { status: 307 }));
    return Promise.reject(new TypeError('Failed to fetch'));
  };
  return { fetch: fn, calls };
}

/** The page the console runs on, and the Local Network Access permission the browser reports. */
function browserAt(pageUrl: string, permission: string | undefined): void {
  const page = new URL(pageUrl);
  vi.stubGlobal('location', { href: page.href, origin: page.origin });
  const query = () => (permission === undefined ? Promise.reject(new TypeError('unknown permission')) : Promise.resolve({ state: permission }));
  vi.stubGlobal('navigator', { permissions: { query } });
}

async function explain(url: string, network: Network): Promise<{ error: ConsoleError; probeRequests: number }> {
  const { fetch, calls } = probeFetch(network);
  const error = await explainFailure(new TypeError('Failed to fetch'), { url, traffic: new TrafficLog(), sinceExchangeId: 1, fetch, headers: {}, era: undefined });
  return { error, probeRequests: calls.length };
}

describe('explainFailure: browser block or CORS', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a certain verdict (mixed content) is reported without running the CORS probe', async () => {
    browserAt(HOSTED, undefined);
    const { error, probeRequests } = await explain('http://192.168.1.20:3000/mcp', 'unreachable');
    expect(probeRequests).toBe(0);
    expect(error.data.kind).toBe('blocked');
    expect(error.data.blocked).toMatchObject({ rule: 'mixed-content', certain: true });
    expect(error.data.cors).toBeUndefined();
  });

  it('a certain verdict (the browser denied local network access) skips the probe too', async () => {
    browserAt(HOSTED, 'denied');
    const { error, probeRequests } = await explain(LOOPBACK_TARGET, 'unreachable');
    expect(probeRequests).toBe(0);
    expect(error.data.blocked).toMatchObject({ rule: 'local-network-access', certain: true });
  });

  it('an uncertain verdict runs the probe, and is reported when the probe cannot reach the server', async () => {
    browserAt(HOSTED, 'prompt');
    const { error, probeRequests } = await explain(LOOPBACK_TARGET, 'unreachable');
    expect(probeRequests).toBeGreaterThan(0);
    expect(error.data.kind).toBe('blocked');
    expect(error.data.blocked).toMatchObject({ rule: 'local-network-access', certain: false });
    expect(error.data.message).toMatch(/^Probably blocked by the browser \(local network access\)/);
  });

  it('an uncertain verdict gives way to CORS when the probe finds the server up', async () => {
    browserAt(HOSTED, 'prompt');
    const { error, probeRequests } = await explain(LOOPBACK_TARGET, 'cors-blocked');
    expect(probeRequests).toBeGreaterThan(1);
    expect(error.data.kind).toBe('cors');
    expect(error.data.blocked).toBeUndefined();
    expect(error.data.cors?.verdict).toBe('no-allow-origin');
  });

  it('a server that answers with a redirect the browser could not follow gets an alert that names the redirect, not CORS', async () => {
    browserAt('http://127.0.0.1:6280/', 'prompt');
    const { error } = await explain(LOOPBACK_TARGET, 'redirect-not-followed');
    expect(error.data.message).toMatch(new RegExp(`^Redirect not followed: ${LOOPBACK_TARGET.replace(/[.]/g, '\\.')} answered with a redirect`));
    expect(error.data.message).toContain('redirect loop');
    expect(error.data.cors).toBeUndefined();
  });

  it('with no browser rule in play, an unreachable server is a network error, not a block', async () => {
    browserAt('http://127.0.0.1:6280/', 'prompt');
    const { error, probeRequests } = await explain(LOOPBACK_TARGET, 'unreachable');
    expect(probeRequests).toBeGreaterThan(0);
    expect(error.data.kind).toBe('network');
    expect(error.data.blocked).toBeUndefined();
    expect(error.data.message).toContain(`Could not reach ${LOOPBACK_TARGET}`);
  });
});

describe('signInFailureReason (spec §22)', () => {
  const SERVER = 'http://127.0.0.1:4338/mcp';
  const METADATA = 'http://127.0.0.1:4338/.well-known/oauth-protected-resource/mcp';
  const challenge = testExchange({ id: 1, request: { method: 'POST', url: SERVER, headers: [], body: undefined }, response: { status: 401 } });
  const guessed = testExchange({ id: 4, request: { method: 'POST', url: 'http://127.0.0.1:4338/register', headers: [], body: undefined }, response: { status: 401 } });
  const SDK = 'Dynamic Client Registration rejected (HTTP 401)';

  it('leads with the metadata the browser could not read, when the SDK then failed on a guessed endpoint', () => {
    const blocked = testExchange({ id: 2, state: 'failed', error: 'TypeError: Failed to fetch', request: { method: 'GET', url: METADATA, headers: [], body: undefined } });
    const reason = signInFailureReason([challenge, blocked, guessed], SDK);
    expect(reason).toMatch(/^the browser could not read http:\/\/127\.0\.0\.1:4338\/\.well-known\/oauth-protected-resource\/mcp /);
    expect(reason).toContain('Authorization section');
    expect(reason).toContain(SDK);
  });

  it('keeps the SDK reason alone when every metadata document was read, or only a non-metadata request failed', () => {
    const read = testExchange({ id: 2, request: { method: 'GET', url: METADATA, headers: [], body: undefined }, response: { status: 200 } });
    const other = testExchange({ id: 3, state: 'failed', error: 'TypeError: Failed to fetch', request: { method: 'POST', url: 'http://127.0.0.1:4338/register', headers: [], body: undefined } });
    expect(signInFailureReason([challenge, read, guessed], SDK)).toBe(SDK);
    expect(signInFailureReason([challenge, read, other], SDK)).toBe(SDK);
  });
});
