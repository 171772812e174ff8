import { describe, expect, it } from 'vitest';
import { allowedHosts, guardRequest } from './guard';

const secret = 'ab'.repeat(32);
const hosts = allowedHosts('127.0.0.1', 6280);
const check = (headers: Record<string, string>) => guardRequest(headers, hosts, Buffer.from(secret));

describe('guardRequest', () => {
  it('passes the listener’s own Host and Origin with the secret', () => {
    for (const host of ['127.0.0.1:6280', 'localhost:6280', 'LOCALHOST:6280', '[::1]:6280']) {
      expect(check({ host, 'x-mcp-console-secret': secret })).toEqual({ ok: true });
      expect(check({ host, origin: `http://${host}`, 'x-mcp-console-secret': secret })).toEqual({ ok: true });
    }
  });

  it('refuses a foreign or missing Host with 403, before looking at the secret', () => {
    for (const host of ['evil.example:6280', '127.0.0.1:6281', '127.0.0.1', '']) expect(check({ host, 'x-mcp-console-secret': secret })).toMatchObject({ ok: false, status: 403 });
    expect(check({ 'x-mcp-console-secret': secret })).toMatchObject({ ok: false, status: 403 });
  });

  it('refuses a foreign Origin with 403 (another site, another port, https, null)', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:5173', 'https://127.0.0.1:6280', 'null', 'garbage']) {
      expect(check({ host: '127.0.0.1:6280', origin, 'x-mcp-console-secret': secret })).toMatchObject({ ok: false, status: 403 });
    }
  });

  it('refuses a missing, wrong or differently sized secret with 401', () => {
    for (const given of [undefined, '', secret.slice(1), `${secret}0`, 'cd'.repeat(32), secret.toUpperCase()]) {
      expect(check({ host: '127.0.0.1:6280', ...(given === undefined ? {} : { 'x-mcp-console-secret': given }) })).toMatchObject({ ok: false, status: 401 });
    }
  });

  it('adds the --host value, bracketing IPv6, and the port-less form on port 80', () => {
    expect(allowedHosts('192.168.1.5', 7000).has('192.168.1.5:7000')).toBe(true);
    expect(allowedHosts('::1', 7000).has('[::1]:7000')).toBe(true);
    expect(allowedHosts('127.0.0.1', 80).has('localhost')).toBe(true);
    expect(allowedHosts('127.0.0.1', 7000).has('localhost')).toBe(false);
  });
});
