import { describe, expect, it } from 'vitest';
import { issuerProblem } from '../../../../src/server/identity/sso/oidc-provider';
import { identityOf } from '../../../../src/server/identity/sso/sso-account';

const failureOf = (claims: Record<string, unknown>, domains: string[] = []) => {
  try {
    identityOf(claims, domains);
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};

describe('the identity a provider vouches for', () => {
  it('is a verified e-mail, in lower case, with the name the claims give', () => {
    expect(
      identityOf(
        {
          email: ' Jane.Doe@Example.COM ',
          email_verified: true,
          given_name: 'Jane',
          family_name: 'Doe',
        },
        [],
      ),
    ).toEqual({ email: 'jane.doe@example.com', firstName: 'Jane', lastName: 'Doe' });
    expect(
      identityOf({ email: 'a@b.example', email_verified: true, name: 'Ana Maria Cruz' }, []),
    ).toMatchObject({ firstName: 'Ana Maria', lastName: 'Cruz' });
    expect(identityOf({ email: 'solo@b.example', email_verified: true }, [])).toMatchObject({
      firstName: 'solo',
      lastName: '',
    });
  });

  it('needs the e-mail and `email_verified` exactly true', () => {
    expect(failureOf({ email_verified: true })).toBe('email_missing');
    expect(failureOf({ email: 'a@b.example' })).toBe('email_unverified');
    expect(failureOf({ email: 'a@b.example', email_verified: 'true' })).toBe('email_unverified');
    expect(failureOf({ email: 'a@b.example', email_verified: false })).toBe('email_unverified');
  });

  it('must be of an allowed domain when the organisation lists some', () => {
    const jane = { email: 'jane@acme.example', email_verified: true };
    expect(failureOf(jane, ['acme.example'])).toBeNull();
    expect(failureOf(jane, ['other.example'])).toBe('domain_not_allowed');
    expect(failureOf({ ...jane, email: 'jane@evil.acme.example' }, ['acme.example'])).toBe(
      'domain_not_allowed',
    );
  });
});

describe('an issuer URL', () => {
  it('is https, or http only on this machine', () => {
    expect(issuerProblem('https://accounts.google.com')).toBeNull();
    expect(issuerProblem('https://login.microsoftonline.com/tenant/v2.0')).toBeNull();
    expect(issuerProblem('http://127.0.0.1:4000')).toBeNull();
    expect(issuerProblem('http://localhost:4000/realms/x')).toBeNull();
    expect(issuerProblem('http://idp.example.com')).toMatch(/https/);
    expect(issuerProblem('ftp://idp.example.com')).toMatch(/https/);
    expect(issuerProblem('not a url')).toMatch(/URL/);
    expect(issuerProblem('https://idp.example.com/?tenant=1')).toMatch(/no query/);
    expect(issuerProblem('https://user:pw@idp.example.com')).toMatch(/password/);
  });
});
