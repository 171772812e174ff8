import { describe, expect, it } from 'vitest';
import { splitCommand } from './args';
import { parseCheckArgs } from './commands/check';
import { isLoopbackHost, parseServeArgs } from './commands/serve';
import { UsageError } from './exit-codes';

describe('check arguments', () => {
  it('parses the format, --json as its alias, --fail-on and repeated headers', () => {
    expect(parseCheckArgs(['http://h/mcp', '--json', '--fail-on', 'warning', '--header', 'Authorization: Bearer x', '--header', 'X-A:1'])).toEqual({
      source: { kind: 'url', url: 'http://h/mcp' },
      format: 'json',
      failOn: 'warning',
      headers: { authorization: 'Bearer x', 'x-a': '1' },
      // No tool calls, every check, default timeouts, no baseline (issue 23's flags).
      run: { run: {}, timeoutMs: undefined },
      baseline: undefined,
    });
    expect(parseCheckArgs(['http://h/mcp', '--format', 'junit'])).toMatchObject({ format: 'junit', failOn: 'error' });
    expect(parseCheckArgs(['--help'])).toBeUndefined();
  });

  it('takes a stdio command after -- (its own flags kept verbatim) or --config with --server instead of a URL', () => {
    expect(parseCheckArgs(['--json', '--', 'node', 'build/index.js', '--json'])).toMatchObject({ source: { kind: 'command', command: ['node', 'build/index.js', '--json'] }, format: 'json' });
    expect(parseCheckArgs(['--config', '.mcp.json', '--server', 'fs'])).toMatchObject({ source: { kind: 'config', file: '.mcp.json', server: 'fs' } });
  });

  it.each([[['http://h/mcp', '--', 'node']], [['--config', 'c.json', '--', 'node']], [['--server', 'fs', '--', 'node']], [['http://h/mcp', '--config', 'c.json']]])('rejects the mixed source %j', (argv) => {
    expect(() => parseCheckArgs(argv)).toThrow(UsageError);
  });

  it.each([[[]], [['ftp://h/mcp']], [['http://h/mcp', 'extra']], [['http://h/mcp', '--format', 'xml']], [['http://h/mcp', '--json', '--format', 'junit']], [['http://h/mcp', '--fail-on', 'info']], [['http://h/mcp', '--header', 'novalue']], [['http://h/mcp', '--format']]])(
    'rejects %j as a usage error',
    (argv) => {
      expect(() => parseCheckArgs(argv)).toThrow(UsageError);
    },
  );
});

describe('serve arguments', () => {
  it('defaults to 127.0.0.1:6280 and reads --port, --host, --open, --inject-headers', () => {
    expect(parseServeArgs([])).toEqual({ port: 6280, host: '127.0.0.1', open: false, connectAll: false, injectHeaders: false });
    expect(parseServeArgs(['--port', '0', '--host', '::1', '--open', '--inject-headers'])).toEqual({ port: 0, host: '::1', open: true, connectAll: false, injectHeaders: true });
  });

  it('reads --connect-all beside --config and --server', () => {
    expect(parseServeArgs(['--config', 'c.json', '--connect-all'])).toMatchObject({ config: 'c.json', server: undefined, connectAll: true });
    expect(parseServeArgs(['--config', 'c.json', '--server', 'fs', '--connect-all'])).toMatchObject({ server: 'fs', connectAll: true });
    expect(() => parseServeArgs(['--connect-all=yes'])).toThrow(UsageError);
  });

  it('takes the stdio command after --, and --config/--server before it', () => {
    expect(parseServeArgs(['--port', '7000', '--', 'uvx', 'my-server', '--flag'])).toMatchObject({ port: 7000, command: ['uvx', 'my-server', '--flag'] });
    expect(parseServeArgs(['--config', 'c.json', '--server', 'fs'])).toMatchObject({ config: 'c.json', server: 'fs', command: undefined });
    expect(parseServeArgs(['--', 'node', '--port', 'x'])).toMatchObject({ port: 6280, command: ['node', '--port', 'x'] });
  });

  it.each([[['--port', '-1']], [['--port', '65536']], [['--port', '80x']], [['--host', '']], [['extra']], [['--nope']]])('rejects %j', (argv) => {
    expect(() => parseServeArgs(argv)).toThrow(UsageError);
  });

  it('tells loopback hosts from the rest', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', '10.0.0.1', 'example.com', '128.0.0.1']) expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('splitCommand', () => {
  it('splits at the first --, keeping the child command verbatim', () => {
    expect(splitCommand(['--port', '7000'])).toEqual({ own: ['--port', '7000'], command: undefined });
    expect(splitCommand(['--port', '7000', '--', 'uvx', 'srv', '--flag', '--', 'x'])).toEqual({ own: ['--port', '7000'], command: ['uvx', 'srv', '--flag', '--', 'x'] });
    expect(splitCommand(['--'])).toEqual({ own: [], command: [] });
  });
});
