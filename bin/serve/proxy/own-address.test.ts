import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { canonicalIp, isOwnAddress, ownAddresses, pinnedLookup, resolveTarget } from './own-address';

const interfaces = {
  lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4' as const, mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' }],
  eth0: [
    { address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4' as const, mac: '02:00:00:00:00:01', internal: false, cidr: '192.168.1.20/24' },
    { address: 'fe80::1', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6' as const, mac: '02:00:00:00:00:01', internal: false, cidr: 'fe80::1/64', scopeid: 2 },
  ],
};

describe('canonicalIp', () => {
  it('writes each address one way: IPv4-mapped IPv6 as IPv4, IPv6 compressed, names are not addresses', () => {
    expect(canonicalIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalIp('[::ffff:7f00:1]')).toBe('127.0.0.1');
    expect(canonicalIp('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(canonicalIp('[::]')).toBe('::');
    expect(canonicalIp('0.0.0.0')).toBe('0.0.0.0');
    expect(canonicalIp('localhost')).toBeUndefined();
  });
});

describe('the own-address check', () => {
  const loopback = ownAddresses({ host: '127.0.0.1', port: 6280 }, interfaces);
  const wildcard = ownAddresses({ host: '0.0.0.0', port: 6280 }, interfaces);

  it('treats the unspecified addresses, loopback and mapped forms at the listener port as own', () => {
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '0.0.0.0', '::', '::1', '127.0.0.2']) expect(isOwnAddress(address, 6280, loopback), address).toBe(true);
    expect(isOwnAddress('127.0.0.1', 6281, loopback)).toBe(false);
    expect(isOwnAddress('192.168.1.20', 6280, loopback)).toBe(false);
  });

  it('bound to a wildcard, counts every local interface address as own', () => {
    for (const address of ['192.168.1.20', '::ffff:192.168.1.20', 'fe80::1']) expect(isOwnAddress(address, 6280, wildcard), address).toBe(true);
    expect(isOwnAddress('192.168.1.21', 6280, wildcard)).toBe(false);
    expect(ownAddresses({ host: '::', port: 6280 }, interfaces).addresses.has('192.168.1.20')).toBe(true);
  });

  it('refuses a name when any of its addresses is own, and keeps the addresses it checked', async () => {
    const answers = (addresses: LookupAddress[]) => () => Promise.resolve(addresses);
    const rebinding = await resolveTarget(new URL('http://rebind.example:6280/'), loopback, answers([{ address: '203.0.113.5', family: 4 }, { address: '127.0.0.1', family: 4 }]));
    expect(rebinding).toMatchObject({ ok: false, own: true });
    const remote = await resolveTarget(new URL('http://remote.example:6280/'), loopback, answers([{ address: '203.0.113.5', family: 4 }]));
    expect(remote).toEqual({ ok: true, addresses: [{ address: '203.0.113.5', family: 4 }] });
    const missing = await resolveTarget(new URL('http://nowhere.example/'), loopback, () => Promise.reject(new Error('ENOTFOUND')));
    expect(missing).toMatchObject({ ok: false, own: false });
  });

  it('resolves the numeric forms a URL allows to what they are', async () => {
    for (const target of ['http://0:6280/', 'http://[::ffff:127.0.0.1]:6280/', 'http://0x7f.1:6280/', 'http://[::]:6280/']) {
      expect(await resolveTarget(new URL(target), loopback), target).toMatchObject({ ok: false, own: true });
    }
  });

  it('connects to the checked addresses only', () => {
    const lookup = pinnedLookup([{ address: '203.0.113.5', family: 4 }]);
    const got: unknown[] = [];
    lookup('remote.example', {}, (...args) => got.push(args));
    lookup('remote.example', { all: true }, (...args) => got.push(args));
    expect(got).toEqual([
      [null, '203.0.113.5', 4],
      [null, [{ address: '203.0.113.5', family: 4 }]],
    ]);
  });
});
