import { describe, expect, it } from 'vitest';
import { classifyHost, isPotentiallyTrustworthyHost } from './address-space';

/** What `new URL(url).hostname` gives, so the tests use the forms the console really sees. */
const hostOf = (url: string) => new URL(url).hostname;

describe('classifyHost', () => {
  it.each([
    ['http://127.0.0.1:3000/mcp', 'loopback'],
    ['http://127.42.0.9/mcp', 'loopback'],
    ['http://0.0.0.0:8080/', 'loopback'],
    ['http://10.1.2.3/', 'local'],
    ['http://172.16.0.1/', 'local'],
    ['http://172.31.255.255/', 'local'],
    ['http://192.168.1.20:3000/mcp', 'local'],
    ['http://169.254.10.1/', 'local'],
    ['http://100.64.0.1/', 'local'],
    ['http://172.32.0.1/', 'public'],
    ['http://172.15.0.1/', 'public'],
    ['http://8.8.8.8/', 'public'],
    ['http://100.128.0.1/', 'public'],
  ])('IPv4 %s is %s', (url, space) => {
    expect(classifyHost(hostOf(url))).toEqual({ space, certain: true });
  });

  it.each([
    ['http://[::1]:3000/mcp', 'loopback'],
    ['http://[0:0:0:0:0:0:0:1]/', 'loopback'],
    ['http://[fd12:3456::1]/', 'local'],
    ['http://[fc00::1]/', 'local'],
    ['http://[fe80::1]/', 'local'],
    ['http://[2001:db8::1]/', 'public'],
    ['http://[2606:4700::1111]/', 'public'],
  ])('IPv6 %s is %s', (url, space) => {
    expect(classifyHost(hostOf(url))).toEqual({ space, certain: true });
  });

  it('classifies IPv4-mapped IPv6 by the IPv4 address, in dotted and in hex form', () => {
    // The URL parser rewrites ::ffff:127.0.0.1 to ::ffff:7f00:1.
    expect(hostOf('http://[::ffff:127.0.0.1]/')).toBe('[::ffff:7f00:1]');
    expect(classifyHost(hostOf('http://[::ffff:127.0.0.1]/')).space).toBe('loopback');
    expect(classifyHost('[::ffff:192.168.0.4]').space).toBe('local');
    expect(classifyHost(hostOf('http://[::ffff:8.8.8.8]/')).space).toBe('public');
  });

  it('treats localhost names as loopback and .local names as local, with certainty', () => {
    expect(classifyHost('localhost')).toEqual({ space: 'loopback', certain: true });
    expect(classifyHost('LOCALHOST.')).toEqual({ space: 'loopback', certain: true });
    expect(classifyHost(hostOf('http://api.localhost:3000/'))).toEqual({ space: 'loopback', certain: true });
    expect(classifyHost('printer.local')).toEqual({ space: 'local', certain: true });
  });

  it('cannot know where a DNS name resolves: public names and intranet names are not certain', () => {
    expect(classifyHost('mcp.example.com')).toEqual({ space: 'public', certain: false });
    expect(classifyHost('devbox')).toEqual({ space: 'local', certain: false });
  });

  it('does not mistake malformed literals for addresses', () => {
    expect(classifyHost('[1::2::3]')).toEqual({ space: 'public', certain: false });
    expect(classifyHost('127.0.0.256.example.com').certain).toBe(false);
  });
});

describe('isPotentiallyTrustworthyHost', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.9.9.9', true],
    ['[::1]', true],
    ['192.168.1.2', false],
    ['0.0.0.0', false],
    ['example.com', false],
  ])('%s → %s', (host, expected) => {
    expect(isPotentiallyTrustworthyHost(host)).toBe(expected);
  });
});
