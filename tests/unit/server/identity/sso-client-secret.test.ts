import { describe, expect, it } from 'vitest';
import { sealSecret } from '../../../../src/server/identity/sealed-secret';
import {
  openClientSecret,
  sealClientSecret,
} from '../../../../src/server/identity/sso/client-secret';
import { sealingKey } from '../../../../src/server/identity/totp';

describe('an identity provider’s sealed client secret', () => {
  const secret = 'client-secret-ÄÖ-💡';

  it('opens to the text sealed, under the same app secret and organisation', () => {
    const sealed = sealClientSecret('app-secret', 'acme', secret);
    expect(sealed.toString('latin1')).not.toContain('client-secret');
    expect(sealClientSecret('app-secret', 'acme', secret).equals(sealed)).toBe(false);
    expect(openClientSecret('app-secret', 'acme', sealed)).toBe(secret);
  });

  it('does not open under another app secret, for another organisation, or once changed', () => {
    const sealed = sealClientSecret('app-secret', 'acme', secret);
    expect(openClientSecret('another-secret', 'acme', sealed)).toBeNull();
    expect(openClientSecret('app-secret', 'icare', sealed)).toBeNull();
    for (const at of [0, 12, 28, sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at] = (changed[at] ?? 0) ^ 1;
      expect(openClientSecret('app-secret', 'acme', changed)).toBeNull();
    }
    expect(openClientSecret('app-secret', 'acme', sealed.subarray(0, 27))).toBeNull();
    expect(openClientSecret('app-secret', 'acme', Buffer.alloc(0))).toBeNull();
  });

  it('is sealed under a key of its own, not the authenticators’', () => {
    const asAuthenticator = sealSecret(sealingKey('app-secret'), secret, 'acme');
    expect(openClientSecret('app-secret', 'acme', asAuthenticator)).toBeNull();
  });
});
