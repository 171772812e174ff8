import { TrafficLog } from '../src/protocol';
import type { BenchResult } from './stats';

/** How fast the traffic log takes exchanges once it is full (ring buffer eviction included). */
export function benchTrafficLog(): BenchResult[] {
  const log = new TrafficLog({ schedule: () => undefined });
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'demo://docs/readme.md' } });
  const count = 50_000;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const id = log.beginExchange({
      method: 'POST',
      url: 'https://demo.mcp-console.invalid/mcp',
      headers: [['content-type', 'application/json']],
      body,
      rpcMethod: 'resources/read',
      rpcId: i,
      mcpMethod: 'resources/read',
      mcpName: 'demo://docs/readme.md',
    });
    log.setState(id, { state: 'done' });
  }
  const seconds = (performance.now() - started) / 1000;
  return [
    { name: 'traffic log: exchanges recorded per second (50,000 into a 5,000 ring)', value: Math.round(count / seconds), unit: 'ops/s' },
    { name: 'traffic log: exchanges kept', value: log.getSnapshot().exchanges.length, unit: 'count' },
  ];
}
