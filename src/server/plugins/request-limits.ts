import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { countInWindow, limitKey, secondsUntil, waitInWords } from '../identity/sign-in-throttle';

/** How many requests one key may send a route within the throttle window. */
export interface RequestLimit {
  /** Names the counter; routes that name the same one share it. */
  name: string;
  /** What the requests are counted by (the address, a username of the body); null: not counted. */
  keyOf: (request: FastifyRequest) => string | null;
  max: number;
  /** Finishes the refusal: "Too many requests <what>." */
  what: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Required of every POST, PUT, PATCH or DELETE that takes no session (nothing else limits who
     * sends it), whether or not it changes anything: the counters it passes. An empty list says
     * the route needs none (sign-in counts its own failures; the version answer reads nothing).
     */
    limits?: readonly RequestLimit[];
  }
}

/** Counts by the client's address (`request.ip`, which follows TRUST_PROXY). */
export const perAddress = (name: string, max: number): RequestLimit => ({
  name,
  max,
  keyOf: (request) => request.ip,
  what: 'from your network',
});

/** The one budget per address of the unauthenticated writes without one of their own. */
export const publicWrites = (config: Config): RequestLimit =>
  perAddress('public-writes', config.limits.publicWritesPerAddress);

/** Opening what a link names before deciding anything: looked up by token, so also counted. */
export const linkViews = (config: Config): RequestLimit =>
  perAddress('link-views', config.limits.linkViewsPerAddress);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Limits the writes anyone may send without signing in. Counts live in the sign-in throttle's
 * table (one upsert per counter), so every instance counts together; a request past a
 * counter's limit is refused with 429 and Retry-After until that counter's window ends.
 * A route that takes no session and is not a GET must declare its limits, or the app does not
 * start: a lookup by token (a link page) is counted too, since each one costs a query or more.
 */
export function registerRequestLimits(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: Config,
): void {
  app.addHook('onRoute', (route) => {
    const writes = [route.method].flat().some((method) => !READS.has(method));
    const { auth, limits } = route.config ?? {};
    if (auth === 'none' && writes && !limits)
      throw new Error(`${String(route.method)} ${route.url} takes no session: declare its limits`);
  });
  app.addHook('preHandler', async (request) => {
    const limits = request.routeOptions.config.limits ?? [];
    const now = new Date();
    const windowSeconds = config.throttle.windowSeconds;
    let refusal: { what: string; retryAfterSeconds: number } | null = null;
    for (const limit of limits) {
      const key = limit.keyOf(request);
      if (key === null) continue;
      const counted = await countInWindow(db, limitKey(limit.name, key), now, windowSeconds);
      if (counted.failures <= limit.max) continue;
      const ends = new Date(new Date(counted.window_started_at).getTime() + windowSeconds * 1000);
      const retryAfterSeconds = secondsUntil(ends, now);
      if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds)
        refusal = { what: limit.what, retryAfterSeconds };
    }
    if (refusal)
      throw new AppError(
        'too_many_requests',
        `Too many requests ${refusal.what}. Try again in ${waitInWords(refusal.retryAfterSeconds)}.`,
        { retryAfterSeconds: refusal.retryAfterSeconds },
      );
  });
}
