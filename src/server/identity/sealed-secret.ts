import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the app must use again in clear (an authenticator's TOTP secret, an identity
// provider's client secret) are stored sealed with AES-256-GCM, each kind under its own key
// derived from the app secret, so the app secret itself never serves two purposes.

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte key for one `purpose` (HKDF-SHA-256 of the app secret, the purpose as info). */
export const derivedKey = (appSecret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', appSecret, '', purpose, 32));

/**
 * AES-256-GCM: nonce, tag and ciphertext in one buffer, a fresh nonce each time. `binding` (the
 * row's owner: organisation, account) is authenticated with it, so a sealed secret copied to
 * another row does not open.
 */
export function sealSecret(key: Buffer, secret: string, binding: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(Buffer.from(binding));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
}

/** The secret `sealSecret` sealed; throws when the key, the binding or the bytes differ. */
export function openSecret(key: Buffer, sealed: Buffer, binding: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE_BYTES))
    .setAAD(Buffer.from(binding))
    .setAuthTag(sealed.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  const opened = decipher.update(sealed.subarray(NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([opened, decipher.final()]).toString('utf8');
}
