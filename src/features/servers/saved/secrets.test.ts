import { describe, expect, it } from 'vitest';
import { parseSecrets } from './secrets';

describe('parseSecrets', () => {
  it('reads the token and secret header values kept per server', () => {
    const raw = JSON.stringify({ s1: { token: 'tok', headers: { h1: 'v1' } }, s2: { token: '', headers: {} } });
    expect(parseSecrets(raw)).toEqual({ s1: { token: 'tok', headers: { h1: 'v1' } }, s2: { token: '', headers: {} } });
  });

  it('yields nothing for a missing, unparsable or misshapen store, never a crash', () => {
    expect(parseSecrets(null)).toEqual({});
    expect(parseSecrets('{not json')).toEqual({});
    expect(parseSecrets(JSON.stringify(['tok']))).toEqual({});
    expect(parseSecrets(JSON.stringify({ s1: { token: 42, headers: {} } }))).toEqual({});
    expect(parseSecrets(JSON.stringify({ s1: { token: 'tok', headers: { h1: 1 } } }))).toEqual({});
  });
});
