import type { FastifyRequest } from 'fastify';
import { decoded } from './decoded';

const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a credential, whatever it looks like; `code` is an identity
 * provider's authorization code (single sign-on's callback), which need not look like ours.
 */
const SECRET_NAME = /token|secret|password|passwd|key|signature|auth|session|csrf|^code$/i;

/**
 * What our credentials look like: 256 random bits in base64url (43 characters), some with
 * their organisation in front (`acme.<secret>`). Slugs, employee numbers and UUIDs are
 * lower-case or short, so they stay readable.
 */
const looksLikeSecret = (value: string) =>
  /^(?:[a-z0-9][a-z0-9-]*\.)?[A-Za-z0-9_-]{32,}$/.test(value) && !/^[a-z0-9-]+$/.test(value);

function redactParameter(parameter: string): string {
  const equals = parameter.indexOf('=');
  if (equals < 0) return parameter;
  const name = parameter.slice(0, equals);
  const value = decoded(parameter.slice(equals + 1));
  return SECRET_NAME.test(decoded(name)) || looksLikeSecret(value)
    ? `${name}=${REDACTED}`
    : parameter;
}

/**
 * An address fit for the log: the values of secret-named query parameters and any path
 * segment or value that looks like a token are replaced, the rest is kept as sent.
 */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  const path = question < 0 ? url : url.slice(0, question);
  const safePath = path
    .split('/')
    .map((segment) => (looksLikeSecret(decoded(segment)) ? REDACTED : segment))
    .join('/');
  if (question < 0) return safePath;
  return `${safePath}?${url
    .slice(question + 1)
    .split('&')
    .map(redactParameter)
    .join('&')}`;
}

/** Fastify's request serializer, with the address redacted (mailed links carry tokens). */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
