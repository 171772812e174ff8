import { describe, expect, it } from 'vitest';
import { TrafficLog, type WireTarget } from '../../protocol';
import { requestHeaders, toolParamHeaders } from './request';

function wire(era: 'modern' | 'legacy'): WireTarget {
  const fetchFn: typeof fetch = () => Promise.reject(new Error('no network in this test'));
  return { url: 'http://127.0.0.1:1/mcp', era, protocolVersion: era === 'modern' ? '2026-07-28' : '2025-11-25', fetch: fetchFn, traffic: new TrafficLog(), headers: {}, sessionId: () => undefined, timeoutMs: 1000 };
}

/** A tool like the spec's §7.4 example: region and replica count mirrored into headers. */
const DEPLOY = {
  name: 'deploy',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      region: { type: 'string', 'x-mcp-header': 'Region' },
      replicas: { type: 'integer', 'x-mcp-header': 'Replicas' },
      note: { type: 'string', 'x-mcp-header': 'Note' },
    },
  },
};

describe('the headers of a bench request', () => {
  it('mirror the x-mcp-header arguments of a tools/call as Mcp-Param headers, encoded as spec §7.3 says, and leave absent ones out', () => {
    const args = { service: 'api', region: 'us-west1', replicas: 3, note: 'Grüße' };
    expect(toolParamHeaders(DEPLOY, args)).toEqual({ 'Mcp-Param-Region': 'us-west1', 'Mcp-Param-Replicas': '3', 'Mcp-Param-Note': '=?base64?R3LDvMOfZQ==?=' });
    expect(toolParamHeaders(DEPLOY, { service: 'api', region: 'eu', replicas: null })).toEqual({ 'Mcp-Param-Region': 'eu' });
    // An invalid declaration (x-mcp-header on a number) drops the tool's headers, as the console's transport does.
    expect(toolParamHeaders({ inputSchema: { type: 'object', properties: { w: { type: 'number', 'x-mcp-header': 'W' } } } }, { w: 1 })).toBeUndefined();
  });

  it('carry them beside Mcp-Method and Mcp-Name on 2026-07-28, and not on a legacy session', () => {
    const target = { method: 'tools/call', params: { name: 'deploy', arguments: { region: 'eu' } }, paramHeaders: { 'Mcp-Param-Region': 'eu' } };
    expect(requestHeaders(wire('modern'), target)).toMatchObject({ 'mcp-method': 'tools/call', 'mcp-name': 'deploy', 'Mcp-Param-Region': 'eu' });
    expect(requestHeaders(wire('legacy'), target)).not.toHaveProperty('Mcp-Param-Region');
  });
});
