import { derivedKey, openSecret, sealSecret } from '../sealed-secret';

// An identity provider's client secret is kept sealed (sealed-secret.ts) under a key of its
// own, bound to the organisation: a sealed value copied to another organisation's row does
// not open there.

const keyOf = (appSecret: string) => derivedKey(appSecret, 'hcm sso client secrets v1');

export const sealClientSecret = (appSecret: string, orgId: string, secret: string): Buffer =>
  sealSecret(keyOf(appSecret), secret, orgId);

/**
 * The client secret `sealClientSecret` sealed, or null when it does not open: sealed under
 * another app secret (APP_SECRET changed) or for another organisation, or changed since.
 */
export function openClientSecret(appSecret: string, orgId: string, sealed: Buffer): string | null {
  try {
    return openSecret(keyOf(appSecret), sealed, orgId);
  } catch {
    return null;
  }
}
