import { describe, expect, it } from 'vitest';
import { isBridgedStdioEndpoint, isBridgeUrl, proxyTargetOf, proxyUrlFor } from './bridge-url';

const ORIGIN = 'http://127.0.0.1:6280';

describe('bridge URLs (decision 0031)', () => {
  it('are under the console’s own /.mcp-console/, never another origin’s', () => {
    expect(isBridgeUrl(`${ORIGIN}/.mcp-console/servers`, ORIGIN)).toBe(true);
    expect(isBridgeUrl('http://127.0.0.1:7000/.mcp-console/servers', ORIGIN)).toBe(false);
    expect(isBridgeUrl(`${ORIGIN}/mcp`, ORIGIN)).toBe(false);
    expect(isBridgeUrl('::not a url', 'not an origin')).toBe(false);
  });

  it('name a bridged stdio server by its MCP endpoint only', () => {
    expect(isBridgedStdioEndpoint(`${ORIGIN}/.mcp-console/bridge/0/mcp`, ORIGIN)).toBe(true);
    expect(isBridgedStdioEndpoint(`${ORIGIN}/.mcp-console/bridge/0/events`, ORIGIN)).toBe(false);
    expect(isBridgedStdioEndpoint('https://example.com/.mcp-console/bridge/0/mcp', ORIGIN)).toBe(false);
  });

  it('decode a proxy address back to the upstream URL it stands for, and nothing else', () => {
    const upstream = 'http://127.0.0.1:7000/mcp/?a=1&b=2#x';
    expect(proxyTargetOf(proxyUrlFor(upstream, ORIGIN))).toBe(upstream);
    expect(proxyTargetOf(`${proxyUrlFor('https://b.example/mcp', ORIGIN)}&cross-origin=1`)).toBe('https://b.example/mcp');
    expect(proxyTargetOf(`${ORIGIN}/.mcp-console/bridge/0/mcp`)).toBeUndefined();
    expect(proxyTargetOf(`${ORIGIN}/.mcp-console/proxy?target=not%20a%20url`)).toBeUndefined();
    expect(proxyTargetOf('not a url')).toBeUndefined();
  });
});
