import { describe, expect, it } from 'vitest';
import { runFlags } from './run-flags';

describe('runFlags (check command flags → run options)', () => {
  it('passes nothing when no flag is given: no tool calls, every check', () => {
    expect(runFlags({})).toEqual({ run: {}, timeoutMs: undefined });
  });

  it('maps every flag', () => {
    expect(
      runFlags({ callTools: true, callTool: ['write_note'], toolArgs: ['write_note={"text":"hi"}'], only: ['http.*'], skip: ['http.origin-validated'], timeout: '1500' }),
    ).toEqual({
      run: { callTools: true, callToolNames: ['write_note'], toolArgs: { write_note: { text: 'hi' } }, callTimeoutMs: 1500, only: ['http.*'], skip: ['http.origin-validated'] },
      timeoutMs: 1500,
    });
  });

  it('refuses a glob that matches no check, and bad values', () => {
    expect(() => runFlags({ only: ['htp.*'] })).toThrow('no check matches "htp.*"');
    expect(() => runFlags({ skip: ['tools.call-*', 'nope'] })).toThrow('no check matches "nope"');
    expect(() => runFlags({ timeout: 'soon' })).toThrow('--timeout takes milliseconds');
    expect(() => runFlags({ toolArgs: ['x=1'] })).toThrow('must be a JSON object');
  });
});
