import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe; what we hand out is never what we store. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Session tokens carry their organisation in clear ("acme.<random>") so a request whose
 * x-org-id names another organisation is refused before any lookup.
 */
export const sessionToken = (orgId: string): string => `${orgId}.${newSecretToken()}`;

export function parseSessionToken(token: string): { orgId: string; token: string } | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;
  return { orgId: token.slice(0, dot), token };
}

const CSRF_TTL_MS = 12 * 3600 * 1000;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A stateless CSRF token: random nonce + expiry, signed together with what it is bound to
 * (the session id, or "anonymous" before sign-in).
 */
export function issueCsrfToken(secret: string, binding: string, now = Date.now()): string {
  const payload = `${randomBytes(12).toString('base64url')}.${now + CSRF_TTL_MS}`;
  return `${payload}.${sign(secret, `${payload}.${binding}`)}`;
}

export function verifyCsrfToken(
  secret: string,
  token: string,
  binding: string,
  now = Date.now(),
): boolean {
  const parts = token.split('.');
  const [nonce, expiry, signature] = parts;
  if (parts.length !== 3 || !nonce || !expiry || !signature || !(Number(expiry) >= now))
    return false;
  const expected = Buffer.from(sign(secret, `${nonce}.${expiry}.${binding}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
