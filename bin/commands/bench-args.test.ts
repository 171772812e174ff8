import { describe, expect, it } from 'vitest';
import { UsageError } from '../exit-codes';
import { parseBenchArgs } from './bench-args';

describe('bench arguments', () => {
  it('pairs each --args with the --tool before it, and takes the defaults', () => {
    expect(parseBenchArgs(['http://h/mcp', '--tool', 'a', '--args', '{"q":1}', '--tool', 'b', '--tool=c', '--args={"x":"="}'])).toEqual({
      source: { kind: 'url', url: 'http://h/mcp' },
      tools: [
        { name: 'a', args: { q: 1 } },
        { name: 'b', args: {} },
        { name: 'c', args: { x: '=' } },
      ],
      durationMs: 10_000,
      concurrency: 4,
      gates: {},
      format: 'markdown',
      headers: {},
      timeoutMs: undefined,
      exportTo: undefined,
    });
    expect(parseBenchArgs(['--help'])).toBeUndefined();
  });

  it('reads the run, the gates and --export <format> <file> wherever it stands', () => {
    expect(parseBenchArgs(['--export', 'locust', 'lf.py', 'http://h/mcp', '--duration', '1.5', '--concurrency', '8', '--p95-max', '250', '--error-rate-max', '0.01', '--json'])).toMatchObject({
      durationMs: 1500,
      concurrency: 8,
      gates: { p95MaxMs: 250, errorRateMax: 0.01 },
      format: 'json',
      exportTo: { kind: 'locust', file: 'lf.py' },
    });
    expect(parseBenchArgs(['--', 'node', 'server.js'])).toMatchObject({ source: { kind: 'command', command: ['node', 'server.js'] } });
  });

  it.each([
    [['http://h/mcp', '--args', '{}'], 'each --args follows the --tool it is for'],
    [['http://h/mcp', '--tool', 'a', '--args', '{}', '--args', '{}'], 'each --args follows the --tool it is for'],
    [['http://h/mcp', '--tool', 'a', '--args', '[1]'], 'must be a JSON object'],
    [['http://h/mcp', '--tool', 'a', '--args', '{'], 'is not JSON'],
    [['http://h/mcp', '--duration', '0'], '--duration takes seconds'],
    [['http://h/mcp', '--concurrency', '2.5'], '--concurrency takes a whole number'],
    [['http://h/mcp', '--error-rate-max', '5'], '--error-rate-max takes a fraction'],
    [['http://h/mcp', '--p95-max', ''], '--p95-max takes milliseconds'],
    [['http://h/mcp', '--export', 'jmeter', 'x.jmx'], '--export takes "k6", "locust"'],
    [['http://h/mcp', '--export', 'k6'], '--export takes a format and a file'],
    [['--export', 'k6', 'x.js', '--', 'node', 'server.js'], 'a stdio server started here has no URL'],
  ])('refuses %j as a usage error', (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(UsageError);
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});
