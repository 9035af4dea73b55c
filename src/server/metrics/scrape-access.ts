import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The socket's own address, never X-Forwarded-For: a header says what its sender likes. */
const fromLoopback = (request: FastifyRequest) =>
  /^(::ffff:)?127\.\d+\.\d+\.\d+$|^::1$/i.test(request.socket.remoteAddress ?? '');

/**
 * Who may read /metrics: with a token, whoever sends `Authorization: Bearer <token>` (compared
 * in constant time); without one, only a caller on this machine.
 */
export function assertMayScrape(request: FastifyRequest, token: string | null): void {
  if (token === null) {
    if (!fromLoopback(request))
      throw new AppError(
        'forbidden',
        'Metrics are served to this machine only; set METRICS_TOKEN to scrape from elsewhere.',
      );
    return;
  }
  const bearer = request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1] ?? '';
  // Digests are of equal length whatever was sent, as timingSafeEqual needs.
  if (!timingSafeEqual(digest(bearer), digest(token)))
    throw new AppError('unauthenticated', 'Send the metrics token: Authorization: Bearer <token>.');
}
