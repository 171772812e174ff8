import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { toFetch, toSdk } from './code-snippets';
import { curlArgv, quoteCommand, shellQuote, toCurl, unquoteCommand } from './curl';
import type { SnippetRequest } from './request-snippet';

const body = JSON.stringify({
  jsonrpc: '2.0',
  id: 7,
  method: 'resources/read',
  params: { uri: "demo://docs/it's.md", _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
});

const request: SnippetRequest = {
  method: 'POST',
  url: 'http://127.0.0.1:4321/mcp',
  headers: [
    ['content-type', 'application/json'],
    ['mcp-protocol-version', '2026-07-28'],
    ['mcp-method', 'resources/read'],
    ['mcp-name', "demo://docs/it's.md"],
    ['authorization', '[redacted]'],
  ],
  body,
};

describe('curl', () => {
  it('repeats method, URL, every MCP header and the body with its _meta envelope', () => {
    const argv = curlArgv(request);
    expect(argv.slice(0, 5)).toEqual(['curl', '-sS', '-X', 'POST', 'http://127.0.0.1:4321/mcp']);
    expect(argv).toContain('mcp-protocol-version: 2026-07-28');
    expect(argv).toContain('mcp-method: resources/read');
    expect(argv).toContain("mcp-name: demo://docs/it's.md");
    expect(argv.at(-2)).toBe('--data-raw');
    expect(argv.at(-1)).toBe(body);
  });

  it('never carries a redacted secret, and says where to put one', () => {
    const text = toCurl(request);
    expect(text).not.toContain('[redacted]');
    expect(text).toContain('authorization: <redacted: your authorization value>');
  });

  it('quotes so that a real shell passes every argument through unchanged', () => {
    const argv = curlArgv(request);
    const echoed = execFileSync('sh', ['-c', `printf '%s\\0' ${quoteCommand(argv.slice(1))}`], { encoding: 'utf8' });
    expect(echoed.split('\0').slice(0, -1)).toEqual(argv.slice(1));
  });

  it('escapes single quotes and round-trips through unquoteCommand', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    const argv = curlArgv(request);
    expect(unquoteCommand(toCurl(request))).toEqual(argv);
    expect(() => unquoteCommand("curl 'x'; rm -rf /")).toThrow();
  });
});

describe('fetch and SDK snippets', () => {
  it('fetch sends the same headers and JSON body, with the secret as a placeholder', () => {
    const text = toFetch(request);
    expect(text).toContain('"mcp-method": "resources/read"');
    expect(text).toContain('"authorization": "<redacted: your authorization value>"');
    expect(text).toContain('authorization was redacted');
    expect(text).toContain('"io.modelcontextprotocol/protocolVersion": "2026-07-28"');
    expect(text).toContain('method: "POST"');
  });

  it('SDK uses the typed helper and leaves the envelope and MCP headers to the SDK', () => {
    const text = toSdk(request);
    expect(text).toContain("from '@modelcontextprotocol/client'");
    expect(text).toContain('client.readResource({');
    expect(text).toContain(`"uri": "demo://docs/it's.md"`);
    expect(text).not.toContain('_meta');
    expect(text).not.toContain('mcp-method');
    expect(text).toContain('"authorization": "<redacted: your authorization value>"');
  });

  it('SDK falls back to client.request for methods without a helper', () => {
    const ping = { ...request, headers: [], body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }) };
    expect(toSdk(ping)).toContain('client.request({ method: "ping", params: {} })');
  });
});
