import { describe, expect, it } from 'vitest';
import { issueCsrfToken, verifyCsrfToken } from '../../../../src/server/identity/tokens';

describe('CSRF tokens', () => {
  const token = issueCsrfToken('secret', 'session-1');

  it('verify for the session they were issued to, until they expire', () => {
    expect(verifyCsrfToken('secret', token, 'session-1')).toBe(true);
    expect(verifyCsrfToken('secret', token, 'session-2')).toBe(false);
    expect(verifyCsrfToken('other', token, 'session-1')).toBe(false);
    expect(verifyCsrfToken('secret', token, 'session-1', Date.now() + 13 * 3600 * 1000)).toBe(
      false,
    );
  });

  it('refuse a token with a segment added, removed or altered', () => {
    expect(verifyCsrfToken('secret', `${token}.extra`, 'session-1')).toBe(false);
    expect(verifyCsrfToken('secret', `${token}.`, 'session-1')).toBe(false);
    expect(verifyCsrfToken('secret', token.split('.').slice(1).join('.'), 'session-1')).toBe(false);
    const [nonce, , signature] = token.split('.');
    expect(verifyCsrfToken('secret', `${nonce}.9999999999999.${signature}`, 'session-1')).toBe(
      false,
    );
  });
});
