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
  it('is https, or outside production http on this machine', () => {
    for (const environment of ['develop', 'release', 'prod'] as const) {
      expect(issuerProblem('https://accounts.google.com', environment)).toBeNull();
      expect(
        issuerProblem('https://login.microsoftonline.com/tenant/v2.0', environment),
      ).toBeNull();
      expect(issuerProblem('http://idp.example.com', environment)).toMatch(/https/);
      expect(issuerProblem('ftp://idp.example.com', environment)).toMatch(/https/);
      expect(issuerProblem('not a url', environment)).toMatch(/URL/);
      expect(issuerProblem('https://idp.example.com/?tenant=1', environment)).toMatch(/no query/);
      expect(issuerProblem('https://user:pw@idp.example.com', environment)).toMatch(/password/);
    }
    expect(issuerProblem('http://127.0.0.1:4000', 'develop')).toBeNull();
    expect(issuerProblem('http://localhost:4000/realms/x', 'release')).toBeNull();
    expect(issuerProblem('http://127.0.0.1:4000', 'prod')).toMatch(/https/);
    expect(issuerProblem('http://localhost:4000/realms/x', 'prod')).toMatch(/https/);
    // Any other name for this machine, or one that merely starts like it, is still plain http.
    expect(issuerProblem('http://localhost.example.com', 'develop')).toMatch(/https/);
    expect(issuerProblem('http://10.0.0.5', 'develop')).toMatch(/https/);
  });
});
