import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { InboundMessages } from './inbound-messages';

describe('InboundMessages', () => {
  it('hands every message to the SDK handler first, then to each listener, and survives a throwing listener', () => {
    const order: string[] = [];
    const transport: Pick<Transport, 'onmessage'> = { onmessage: () => order.push('sdk') };
    const inbound = new InboundMessages();
    inbound.attach(transport);
    inbound.subscribe(() => {
      throw new Error('broken observer');
    });
    const unsubscribe = inbound.subscribe((m) => order.push(`listener ${'method' in m ? m.method : ''}`));
    const message: JSONRPCMessage = { jsonrpc: '2.0', method: 'notifications/tools/list_changed' };
    transport.onmessage?.(message);
    unsubscribe();
    transport.onmessage?.(message);
    expect(order).toEqual(['sdk', 'listener notifications/tools/list_changed', 'sdk']);
  });
});
