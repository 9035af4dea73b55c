import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the app must use again in clear (an identity provider's client secret) are stored
// sealed with AES-256-GCM. The key is derived from the app secret with HKDF for this one use,
// so it is never the key that signs CSRF tokens. `context` (the organisation) is authenticated
// with the text: a sealed value copied to another organisation's row does not open there.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (appSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', appSecret, 'hcm-sealed-secret', 'hcm sealed secret v1', 32));

/** `v1.<iv, tag and ciphertext in base64url>`; a fresh IV each time. */
export function sealSecret(appSecret: string, context: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/**
 * The text `sealSecret` sealed, or null when it does not open: another app secret or context,
 * or a value changed since.
 */
export function openSealedSecret(
  appSecret: string,
  context: string,
  sealed: string,
): string | null {
  const [version, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !body || rest.length > 0) return null;
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    const text = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
    return text.toString('utf8');
  } catch {
    return null;
  }
}
