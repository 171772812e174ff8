import { describe, expect, it } from 'vitest';
import { routeBridgePath } from './endpoints';
import { keyOf, requestScope, routeOf } from './routing';

describe('routeOf (where a child message goes)', () => {
  it('routes responses by id, keeping 1 and "1" apart', () => {
    expect(routeOf({ jsonrpc: '2.0', id: 1, result: {} })).toEqual({ kind: 'response', key: keyOf(1) });
    expect(routeOf({ jsonrpc: '2.0', id: '1', error: { code: -1, message: 'x' } })).toEqual({ kind: 'response', key: 'string:1' });
    expect(keyOf(1)).not.toBe(keyOf('1'));
  });

  it('routes progress by token, listen notifications by subscription id, a server cancel by request id', () => {
    expect(routeOf({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'p', progress: 1 } })).toEqual({ kind: 'progress', key: 'string:p' });
    expect(routeOf({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'a', _meta: { 'io.modelcontextprotocol/subscriptionId': 8 } } })).toEqual({ kind: 'subscription', key: 'number:8' });
    expect(routeOf({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 8 } })).toEqual({ kind: 'server-cancel', key: 'number:8' });
  });

  it('leaves legacy notifications and server requests unscoped', () => {
    expect(routeOf({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'a' } })).toEqual({ kind: 'unscoped' });
    expect(routeOf({ jsonrpc: '2.0', id: 5, method: 'sampling/createMessage', params: {} })).toEqual({ kind: 'unscoped' });
  });

  it('scopes a client request by id and progress token; notifications have no scope', () => {
    expect(requestScope({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 't', _meta: { progressToken: 9 } } })).toEqual({ id: 3, key: 'number:3', method: 'tools/call', progressKey: 'number:9' });
    expect(requestScope({ jsonrpc: '2.0', method: 'notifications/initialized' })).toBeUndefined();
  });
});

describe('routeBridgePath', () => {
  it('knows the bridge URL space and nothing else', () => {
    expect(routeBridgePath('/.mcp-console/servers')).toEqual({ kind: 'servers' });
    expect(routeBridgePath('/.mcp-console/bridge/0/mcp')).toEqual({ kind: 'mcp', id: '0' });
    expect(routeBridgePath('/.mcp-console/bridge/my%20server/events')).toEqual({ kind: 'events', id: 'my server' });
    expect(routeBridgePath('/.mcp-console/bridge/0/restart')).toEqual({ kind: 'restart', id: '0' });
    for (const path of ['/.mcp-console/bridge/0/spawn', '/.mcp-console/bridge/0/mcp/x', '/.mcp-console/bridge//mcp', '/.mcp-console/bridge/%E0%A4%A/mcp']) expect(routeBridgePath(path)).toEqual({ kind: 'unknown' });
  });
});
