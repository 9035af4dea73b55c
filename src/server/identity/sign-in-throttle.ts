import { sql, type Kysely } from 'kysely';
import type { ThrottleConfig } from '../config';
import type { Database } from '../db/database';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';

/**
 * Failed sign-ins are counted under three keys. One account from one address is locked after a
 * few failures, for a time that doubles per further failure up to a cap; one account from all
 * addresses and one address over all accounts are refused past much higher counts until their
 * window ends. Every lock expires by itself and a password reset clears the account's locks, so
 * an attacker can slow a user down but never lock them out for good.
 */
export interface ThrottleKeys {
  accountIp: string;
  account: string;
  ip: string;
}

/** An account in counter keys: organisations share usernames, so the organisation comes first. */
export const accountKey = (orgId: string, username: string) => `${orgId}:${username.toLowerCase()}`;

/** Where a request limit (plugins/request-limits.ts) counts one key. */
export const limitKey = (limit: string, key: string) => `limit:${limit}:${key}`;

/** The request limit that counts password-reset requests per account (`accountKey`). */
export const RESETS_PER_ACCOUNT = 'forgot-password:username';

export function throttleKeys(orgId: string, username: string, ip: string): ThrottleKeys {
  const user = accountKey(orgId, username);
  return { accountIp: `account-ip:${user}:${ip}`, account: `account:${user}`, ...addressKeyOf(ip) };
}

/** Only the address's key is known when no account is named (an unknown sign-in challenge). */
export const addressKeyOf = (ip: string): Pick<ThrottleKeys, 'ip'> => ({ ip: `ip:${ip}` });

export async function assertNotThrottled(
  db: Kysely<Database>,
  keys: Partial<ThrottleKeys>,
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom('sign_in_throttle')
    .select((eb) => eb.fn.max('locked_until').as('until'))
    .where('key', 'in', Object.values(keys))
    .where('locked_until', '>', now)
    .executeTakeFirst();
  if (row?.until) {
    const retryAfterSeconds = secondsUntil(new Date(row.until), now);
    throw new AppError(
      'too_many_requests',
      `Too many failed sign-ins. Try again in ${waitInWords(retryAfterSeconds)}.`,
      { retryAfterSeconds },
    );
  }
}

/** Whole seconds from `now` to `until`, at least one (a Retry-After value). */
export const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** "45 seconds", or "12 minutes" past a minute and a half. */
export const waitInWords = (seconds: number) =>
  seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;

/**
 * Counts one more under `key` in a fixed window (a new one starts when the last has passed),
 * in one statement, so instances sharing the table count together.
 */
export async function countInWindow(
  db: Kysely<Database>,
  key: string,
  now: Date,
  windowSeconds: number,
) {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  return db
    .insertInto('sign_in_throttle')
    .values({ key, failures: 1, window_started_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql`case when sign_in_throttle.window_started_at < ${windowStart} then 1 else sign_in_throttle.failures + 1 end`,
        window_started_at: sql`case when sign_in_throttle.window_started_at < ${windowStart} then ${now} else sign_in_throttle.window_started_at end`,
      }),
    )
    .returning(['failures', 'window_started_at'])
    .executeTakeFirstOrThrow();
}

function lockUntil(
  key: keyof ThrottleKeys,
  failures: number,
  windowStartedAt: Date,
  now: Date,
  cfg: ThrottleConfig,
): Date | null {
  if (key === 'accountIp') {
    if (failures < cfg.accountIpFailures) return null;
    const seconds = Math.min(
      cfg.lockSeconds * 2 ** (failures - cfg.accountIpFailures),
      cfg.maxLockSeconds,
    );
    return new Date(now.getTime() + seconds * 1000);
  }
  const limit = key === 'account' ? cfg.accountFailures : cfg.ipFailures;
  return failures >= limit ? new Date(windowStartedAt.getTime() + cfg.windowSeconds * 1000) : null;
}

export async function recordFailure(
  db: Kysely<Database>,
  keys: Partial<ThrottleKeys>,
  now: Date,
  cfg: ThrottleConfig,
): Promise<void> {
  for (const [name, key] of Object.entries(keys) as [keyof ThrottleKeys, string][]) {
    const { failures, window_started_at } = await countInWindow(db, key, now, cfg.windowSeconds);
    const until = lockUntil(name, failures, new Date(window_started_at), now, cfg);
    if (until)
      await db
        .updateTable('sign_in_throttle')
        .set({ locked_until: until })
        .where('key', '=', key)
        .execute();
  }
}

/** A successful sign-in forgets this address's failures for the account. */
export async function clearAddressFailures(
  db: Kysely<Database>,
  keys: ThrottleKeys,
): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('key', '=', keys.accountIp).execute();
}

/** A password reset proves the owner: every lock on the account goes. */
export async function clearAccountFailures(
  db: Kysely<Database>,
  orgId: string,
  username: string,
): Promise<void> {
  const user = accountKey(orgId, username);
  await db
    .deleteFrom('sign_in_throttle')
    .where((eb) =>
      eb.or([
        eb('key', '=', `account:${user}`),
        eb('key', 'like', `account-ip:${user.replace(/[\\%_]/g, '\\$&')}:%`),
      ]),
    )
    .execute();
}

/**
 * Every counter that names an account of the organisation (`<kind>:<org>:<username>...`): the
 * organisation is being deleted. Counters by address name no organisation and stay.
 */
export async function deleteOrgCounters(tx: Tx, orgId: string): Promise<void> {
  // An organisation's id holds no LIKE wildcard (its check: [a-z0-9-]).
  const prefixes = [
    `account:${orgId}:`,
    `account-ip:${orgId}:`,
    limitKey(RESETS_PER_ACCOUNT, `${orgId}:`),
  ];
  await tx
    .deleteFrom('sign_in_throttle')
    .where((eb) => eb.or(prefixes.map((prefix) => eb('key', 'like', `${prefix}%`))))
    .execute();
}

/** Drops counters whose window and lock have both passed. */
export async function pruneThrottle(
  db: Kysely<Database>,
  now: Date,
  cfg: ThrottleConfig,
): Promise<void> {
  const windowStart = new Date(now.getTime() - cfg.windowSeconds * 1000);
  await db
    .deleteFrom('sign_in_throttle')
    .where('window_started_at', '<', windowStart)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
}
