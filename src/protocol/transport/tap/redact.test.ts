import { describe, expect, it } from 'vitest';
import { REDACTED, redactBodyText, redactHeaders, secretHeaderMatcher } from './redact';

describe('redactHeaders', () => {
  it('always hides authorization, proxy-authorization and cookie, case-insensitively', () => {
    const out = redactHeaders(
      [
        ['Authorization', 'Bearer abc'],
        ['PROXY-AUTHORIZATION', 'Basic xyz'],
        ['Cookie', 'sid=1'],
        ['Content-Type', 'application/json'],
      ],
      secretHeaderMatcher(),
    );
    expect(out).toEqual([
      ['authorization', REDACTED],
      ['proxy-authorization', REDACTED],
      ['cookie', REDACTED],
      ['content-type', 'application/json'],
    ]);
  });

  it('hides user-marked secret headers whatever their case', () => {
    const out = redactHeaders([['X-Api-Key', 'k-123']], secretHeaderMatcher([' x-API-key ']));
    expect(out).toEqual([['x-api-key', REDACTED]]);
  });
});

describe('redactBodyText', () => {
  it('masks token fields in JSON bodies but keeps other fields', () => {
    const body = '{"access_token":"eyJ.a\\"b","token_type":"Bearer","refresh_token": "r1"}';
    expect(JSON.parse(redactBodyText(body))).toEqual({
      access_token: REDACTED,
      token_type: 'Bearer',
      refresh_token: REDACTED,
    });
  });

  it('masks token fields in form-encoded bodies', () => {
    expect(redactBodyText('grant_type=refresh_token&refresh_token=abc&x=1')).toBe(
      'grant_type=refresh_token&refresh_token=%5Bredacted%5D&x=1',
    );
  });

  it('masks the authorization code and PKCE verifier of a token request, and a client secret (spec §22)', () => {
    expect(redactBodyText('grant_type=authorization_code&code=c0de&code_verifier=v3r&redirect_uri=x')).toBe(
      'grant_type=authorization_code&code=%5Bredacted%5D&code_verifier=%5Bredacted%5D&redirect_uri=x',
    );
    expect(JSON.parse(redactBodyText('{"client_id":"a","client_secret":"s3cret"}'))).toEqual({ client_id: 'a', client_secret: REDACTED });
  });

  it('leaves ordinary JSON-RPC bodies untouched', () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
    expect(redactBodyText(body)).toBe(body);
  });
});
