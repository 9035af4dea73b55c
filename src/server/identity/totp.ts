import { generateSecret, generateURI, verify } from 'otplib';
import { derivedKey } from './sealed-secret';

// RFC 6238 as every authenticator app reads it (otplib's defaults: SHA-1, 6 digits, 30 s);
// one step either side of now covers a phone's clock that is a little off.
const WINDOW_SECONDS = 30;

/**
 * The key that seals authenticator secrets at rest (sealed-secret.ts). A new app secret makes
 * every sealed secret unreadable (and its owner unable to sign in until an admin resets the
 * second factor).
 */
export const sealingKey = (appSecret: string): Buffer =>
  derivedKey(appSecret, 'hcm second-factor secrets v1');

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
