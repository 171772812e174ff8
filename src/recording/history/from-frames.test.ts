import { describe, expect, it } from 'vitest';
import type { RpcFrame } from '../../protocol/model/types';
import { historyFromFrames } from './from-frames';

let nextId = 1;
function out(method: string, params: Record<string, unknown>, at: number): RpcFrame {
  const id = nextId++;
  return { id, at, direction: 'out', kind: 'request', rpcId: id, method, exchangeId: id, requestFrameId: undefined, message: { jsonrpc: '2.0', id, method, params } };
}
function answer(request: RpcFrame, at: number, body: { result?: unknown; error?: unknown }): RpcFrame {
  return { id: nextId++, at, direction: 'in', kind: body.error === undefined ? 'result' : 'error', rpcId: request.rpcId, method: undefined, exchangeId: request.exchangeId, requestFrameId: request.id, message: { jsonrpc: '2.0', id: request.rpcId, ...body } };
}

describe('History from a version 1 recording', () => {
  it('keeps answered calls, joins input_required retries to their call, and skips other methods', async () => {
    const list = out('tools/list', {}, 0);
    const echo = out('tools/call', { name: 'echo', arguments: { text: 'hi' }, _meta: { progressToken: 3 } }, 10);
    const gated = out('tools/call', { name: 'greet', arguments: {} }, 20);
    const retry = out('tools/call', { name: 'greet', arguments: {}, inputResponses: { who: { action: 'accept' } }, requestState: 's' }, 30);
    const missing = out('resources/read', { uri: 'note://gone' }, 40);
    const frames = [
      list,
      answer(list, 1, { result: { tools: [] } }),
      echo,
      answer(echo, 15, { result: { content: [{ type: 'text', text: 'hi' }] } }),
      gated,
      answer(gated, 22, { result: { resultType: 'input_required', inputRequests: {} } }),
      retry,
      answer(retry, 35, { result: { content: [{ type: 'text', text: 'hello Ada' }] } }),
      missing,
      answer(missing, 41, { error: { code: -32002, message: 'Resource not found' } }),
    ];
    const calls = await historyFromFrames(frames);
    expect(calls.map((c) => [c.method, c.target, c.durationMs])).toEqual([
      ['tools/call', 'echo', 5],
      ['tools/call', 'greet', 15],
      ['resources/read', 'note://gone', 1],
    ]);
    expect(calls[0]?.params).toEqual({ name: 'echo', arguments: { text: 'hi' } });
    expect(calls[1]?.result).toEqual({ content: [{ type: 'text', text: 'hello Ada' }] });
    expect(calls[2]?.error).toEqual({ code: -32002, message: 'Resource not found' });
  });
});
