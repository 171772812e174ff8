import { describe, expect, it } from 'vitest';
import { decideRecovery, namesSession, type FailureFacts } from './session-renewal';

const EVERYTHING_400 = JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Bad Request: No valid session ID provided' }, id: null });
const V1_404 = JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null });
const PARSE_400 = JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: Invalid JSON' }, id: null });
const NOT_INIT_400 = JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Bad Request: Server not initialized' }, id: null });

const base: FailureFacts = { era: 'legacy', carriedSessionId: true, httpStatus: undefined, body: undefined, network: false, aborted: false };

// status × era × error body × whether the request carried Mcp-Session-Id → what the session does.
const TABLE: [string, Partial<FailureFacts>, 'renew' | 'reconnect' | 'none'][] = [
  ['legacy 404 with session id', { httpStatus: 404, body: V1_404 }, 'renew'],
  ['legacy 404 with session id, empty body', { httpStatus: 404, body: '' }, 'renew'],
  ['legacy 404 without session id (wrong URL)', { httpStatus: 404, carriedSessionId: false }, 'none'],
  ['legacy 400 naming the session', { httpStatus: 400, body: EVERYTHING_400 }, 'renew'],
  ['legacy 400 "Server not initialized" (restarted single-session server)', { httpStatus: 400, body: NOT_INIT_400 }, 'renew'],
  ['legacy 400 plain text naming the session', { httpStatus: 400, body: 'Invalid or missing session ID' }, 'renew'],
  ['legacy 400 about something else', { httpStatus: 400, body: PARSE_400 }, 'none'],
  ['legacy 400 without a body', { httpStatus: 400 }, 'none'],
  ['legacy 400 naming the session, no session id sent', { httpStatus: 400, body: EVERYTHING_400, carriedSessionId: false }, 'none'],
  ['legacy 500', { httpStatus: 500, body: V1_404 }, 'none'],
  ['modern 404 (unknown method)', { era: 'modern', httpStatus: 404, body: V1_404 }, 'none'],
  ['modern 400 naming a session', { era: 'modern', httpStatus: 400, body: EVERYTHING_400 }, 'none'],
  ['era unknown 404', { era: undefined, httpStatus: 404 }, 'none'],
  ['legacy connection refused', { network: true }, 'reconnect'],
  ['modern connection refused', { era: 'modern', network: true, carriedSessionId: false }, 'reconnect'],
  ['aborted request', { aborted: true, network: true }, 'none'],
  ['aborted 404', { aborted: true, httpStatus: 404 }, 'none'],
];

describe('decideRecovery', () => {
  it.each(TABLE)('%s → %s', (_name, facts, action) => {
    expect(decideRecovery({ ...base, ...facts }).action).toBe(action);
  });

  it('says why it renews', () => {
    const decision = decideRecovery({ ...base, httpStatus: 400, body: EVERYTHING_400 });
    expect(decision.action === 'renew' ? decision.reason : '').toContain('No valid session ID provided');
  });
});

describe('namesSession', () => {
  it('reads the JSON-RPC error message, not the whole body', () => {
    expect(namesSession(JSON.stringify({ error: { code: 1, message: 'bad' }, data: 'session' }))).toBe(false);
    expect(namesSession(undefined)).toBe(false);
  });
});
