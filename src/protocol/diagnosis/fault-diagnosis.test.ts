import { describe, expect, it } from 'vitest';
import { testBody, testExchange } from '../model/exchange.test-util';
import { diagnoseWireFault } from './fault-diagnosis';
import type { ConsoleErrorData } from '../model/types';

const timeout: ConsoleErrorData = { kind: 'timeout', message: 'Timed out waiting for the server' };
const probeFailed: ConsoleErrorData = { kind: 'protocol', message: 'Version negotiation probe failed' };

describe('diagnoseWireFault', () => {
  it('says a 200 body is not JSON and links its exchange', () => {
    const exchange = testExchange({ id: 3, response: { body: testBody('<html>nginx</html>') } });
    const out = diagnoseWireFault(probeFailed, [exchange]);
    expect(out).toMatchObject({ kind: 'invalid-response', httpStatus: 200, exchangeId: 3 });
    expect(out?.message).toContain('server/discover (id 1) with HTTP 200 whose body is not JSON');
  });

  it('calls a cut-off JSON object truncated', () => {
    const exchange = testExchange({ response: { body: testBody('{"jsonrpc":"2.0","id":1,"result":{"supp') } });
    expect(diagnoseWireFault(probeFailed, [exchange])?.message).toContain('truncated or malformed JSON');
  });

  it('names the wrong JSON-RPC id behind a timeout', () => {
    const exchange = testExchange({ rpcId: 4, response: { body: testBody('{"jsonrpc":"2.0","id":"not-4","result":{}}') } });
    expect(diagnoseWireFault(timeout, [exchange])?.message).toContain('a JSON-RPC response for id "not-4"');
  });

  it('says an event stream ended before its response', () => {
    const exchange = testExchange({
      response: { contentType: 'text/event-stream' },
      sse: [{ at: 0, event: 'message', id: undefined, data: '{"jsonrpc":"2.0","method":"notifications/message","params":{}}' }],
    });
    expect(diagnoseWireFault(timeout, [exchange])?.message).toContain('ended before a response arrived (1 event received');
  });

  it('leaves a stream that carried the response, a matching reply and HTTP errors alone', () => {
    const answered = testExchange({
      response: { contentType: 'text/event-stream' },
      sse: [{ at: 0, event: 'message', id: undefined, data: '{"jsonrpc":"2.0","id":1,"result":{}}' }],
    });
    const matching = testExchange({ response: { body: testBody('{"jsonrpc":"2.0","id":1,"result":{}}') } });
    const http500 = testExchange({ response: { status: 500, body: testBody('oops') } });
    expect(diagnoseWireFault(timeout, [answered, matching, http500])).toBeUndefined();
    expect(diagnoseWireFault({ kind: 'http', httpStatus: 200, message: 'x' }, [testExchange({ response: { body: testBody('nope') } })])).toBeUndefined();
  });
});
