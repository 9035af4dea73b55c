import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSealedSecret, sealSecret } from '../../../../src/server/identity/sealed-secret';

describe('sealed secrets', () => {
  const secret = 'client-secret-ÄÖ-💡';

  it('open to the text they sealed, under the same app secret and organisation', () => {
    const sealed = sealSecret('app-secret', 'acme', secret);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(secret);
    expect(openSealedSecret('app-secret', 'acme', sealed)).toBe(secret);
  });

  it('differ each time the same text is sealed (a fresh IV)', () => {
    const first = sealSecret('app-secret', 'acme', secret);
    const second = sealSecret('app-secret', 'acme', secret);
    expect(first).not.toBe(second);
    expect(openSealedSecret('app-secret', 'acme', second)).toBe(secret);
  });

  it('do not open under another app secret or for another organisation', () => {
    const sealed = sealSecret('app-secret', 'acme', secret);
    expect(openSealedSecret('another-secret', 'acme', sealed)).toBeNull();
    expect(openSealedSecret('app-secret', 'icare', sealed)).toBeNull();
  });

  it('do not open once changed, cut short or malformed', () => {
    const sealed = sealSecret('app-secret', 'acme', secret);
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    for (const at of [0, 12, 20, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] ?? 0) ^ 1;
      expect(
        openSealedSecret('app-secret', 'acme', `v1.${changed.toString('base64url')}`),
      ).toBeNull();
    }
    expect(
      openSealedSecret('app-secret', 'acme', `v1.${bytes.subarray(0, 27).toString('base64url')}`),
    ).toBeNull();
    for (const malformed of ['', 'v1', 'v1.', 'v2.' + sealed.slice(3), `${sealed}.x`, secret])
      expect(openSealedSecret('app-secret', 'acme', malformed)).toBeNull();
  });

  it('use AES-256-GCM under an HKDF key of the app secret, not the app secret itself', () => {
    const key = Buffer.from(
      hkdfSync('sha256', 'app-secret', 'hcm-sealed-secret', 'hcm sealed secret v1', 32),
    );
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from('acme'));
    const body = Buffer.concat([cipher.update('from outside', 'utf8'), cipher.final()]);
    const sealed = `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    expect(openSealedSecret('app-secret', 'acme', sealed)).toBe('from outside');
  });
});
