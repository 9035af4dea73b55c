import type { Kysely } from 'kysely';
import type { ThrottleConfig } from '../config';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { assertNotThrottled, waitInWords, type ThrottleKeys } from '../identity/sign-in-throttle';

/** Wrong PINs one employee number may have within the window before its PIN is locked. */
const PIN_FAILURES = 5;
/** Wrong PINs one kiosk may see over all employees (someone trying 1234 on every number). */
const KIOSK_FAILURES = 100;

/**
 * Wrong PINs are counted with the sign-in counters, under three keys: the employee number at
 * this kiosk, the employee number at any kiosk (both locked after a few failures, until the
 * window ends) and the kiosk over all employees (refused past a much higher count). A PIN has
 * only 10,000 to 1,000,000 values, so the lock is the window itself, not a short doubling one.
 */
export function pinThrottle(
  signIn: ThrottleConfig,
  orgId: string,
  employeeNumber: string,
  kioskId: string,
): { keys: ThrottleKeys; config: ThrottleConfig } {
  const employee = `${orgId}:${employeeNumber.toLowerCase()}`;
  return {
    keys: {
      accountIp: `pin-kiosk:${employee}:${kioskId}`,
      account: `pin:${employee}`,
      ip: `kiosk:${orgId}:${kioskId}`,
    },
    config: {
      accountIpFailures: PIN_FAILURES,
      accountFailures: PIN_FAILURES,
      ipFailures: KIOSK_FAILURES,
      lockSeconds: signIn.windowSeconds,
      maxLockSeconds: signIn.windowSeconds,
      windowSeconds: signIn.windowSeconds,
    },
  };
}

/** Refuses with 429 (and Retry-After) while a key is locked, in words a kiosk user reads. */
export async function assertPinNotThrottled(
  db: Kysely<Database>,
  keys: ThrottleKeys,
  now: Date,
): Promise<void> {
  try {
    await assertNotThrottled(db, keys, now);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'too_many_requests') throw error;
    const seconds = error.extra.retryAfterSeconds ?? 60;
    throw new AppError(
      'too_many_requests',
      `Too many wrong PINs for this employee number. Try again in ${waitInWords(seconds)}, or ask HR to reset the PIN.`,
      { retryAfterSeconds: seconds },
    );
  }
}

/** A right PIN, or HR setting a new one, proves the owner: the employee's counters go. */
export async function clearPinFailures(
  db: Kysely<Database>,
  orgId: string,
  employeeNumber: string,
): Promise<void> {
  const employee = `${orgId}:${employeeNumber.toLowerCase()}`;
  await db
    .deleteFrom('sign_in_throttle')
    .where((eb) =>
      eb.or([
        eb('key', '=', `pin:${employee}`),
        eb('key', 'like', `pin-kiosk:${employee.replace(/[\\%_]/g, '\\$&')}:%`),
      ]),
    )
    .execute();
}
