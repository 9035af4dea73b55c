import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

// RFC 6238 as every authenticator app reads it (otplib's defaults: SHA-1, 6 digits, 30 s);
// one step either side of now covers a phone's clock that is a little off.
const WINDOW_SECONDS = 30;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key that seals authenticator secrets at rest: derived from the app secret with HKDF, so
 * the secret itself never serves two purposes. A new app secret makes every sealed secret
 * unreadable (and its owner unable to sign in until an admin resets the second factor).
 */
export const sealingKey = (appSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', appSecret, '', 'hcm second-factor secrets v1', 32));

/**
 * AES-256-GCM: nonce, tag and ciphertext in one buffer. `binding` (the organisation and the
 * account) is authenticated with it, so a sealed secret copied to another row does not open.
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

/** A new authenticator secret: 160 random bits in base32, as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUri = (issuer: string, account: string, secret: string): string =>
  generateURI({ issuer, label: account, secret });

/**
 * The time step `code` is valid for (now, or one step either side), or null. A step at or
 * before `afterTimeStep` (the last one accepted) is refused, so a code signs in only once.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: WINDOW_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  // otplib types TOTP's and HOTP's results as one; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
