import type { Kysely } from 'kysely';
import type { Kiosk, QuickPunchRequest, QuickPunchResponse } from '../../shared/api/kiosk';
import { writeAudit } from '../audit/audit.repository';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { AppError } from '../http/app-error';
import { displayName } from '../identity/accounts.repository';
import { findEmployeeAccount } from '../directory/directory.repository';
import { verifySecret } from '../identity/passwords';
import { recordFailure } from '../identity/sign-in-throttle';
import { takePunch } from '../timekeeping/take-punch';
import { kioskNotAuthorized } from './kiosk-auth';
import { touchKiosk } from './kiosks.repository';
import { assertPinNotThrottled, clearPinFailures, pinThrottle } from './pin-throttle';

// One answer for an unknown employee number and a wrong PIN: the kiosk tells nobody which
// employee numbers exist (an unknown one costs the same argon2 check as a wrong PIN).
const WRONG = 'Employee number or PIN is incorrect.';

/**
 * An employee punches at an authorized kiosk with their employee number and PIN. The punch
 * follows the web bundy's rules (takePunch) and names the kiosk; wrong PINs are throttled.
 */
export async function quickPunch(
  db: Kysely<Database>,
  config: Config,
  { orgId, kiosk }: { orgId: string; kiosk: Kiosk },
  input: QuickPunchRequest,
  ip: string,
): Promise<QuickPunchResponse> {
  const employeeNumber = input.employeeNumber.trim();
  const now = new Date();
  const throttle = pinThrottle(config.throttle, orgId, employeeNumber, kiosk.id);
  await assertPinNotThrottled(db, throttle.keys, now);
  const account = await withOrg(db, orgId, (tx) =>
    findEmployeeAccount(tx, orgId, employeeNumber, 'enabled'),
  );
  const pinOk = await verifySecret(account?.pin_hash ?? null, input.pin);
  if (!account?.employee_number || !pinOk) {
    await recordFailure(db, throttle.keys, now, throttle.config);
    await withOrg(db, orgId, (tx) =>
      writeAudit(tx, {
        orgId,
        accountId: account?.account_id ?? null,
        username: account?.username ?? null,
        module: 'Kiosk',
        action: 'quick-punch-failed',
        detail: { kiosk: kiosk.name, employeeNumber },
        ip,
      }),
    );
    throw new AppError('unauthenticated', WRONG);
  }
  await clearPinFailures(db, orgId, employeeNumber);
  const stored = account.employee_number;
  const { punch, day } = await withOrg(db, orgId, async (tx) => {
    if (!(await touchKiosk(tx, orgId, kiosk.id, new Date()))) throw kioskNotAuthorized();
    return takePunch(tx, orgId, {
      employeeNumber: stored,
      direction: input.direction,
      source: 'kiosk',
      recordedBy: `kiosk:${kiosk.name}`,
    });
  });
  return { employeeName: displayName(account), direction: punch.direction, at: punch.at, day };
}
