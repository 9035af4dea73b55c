import { can } from '../../shared/access/capabilities';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import { accountEmployeeNumber } from './directory.repository';

/** The caller's own employee number, from their account. */
export async function ownEmployeeNumber(tx: Tx, who: Principal): Promise<string> {
  const number = await accountEmployeeNumber(tx, who.orgId, who.accountId);
  if (!number)
    throw new AppError(
      'validation_failed',
      'Your account has no employee number. Ask HR to link your account to your employee record.',
    );
  return number;
}

/** The employee a request is about: the caller, or anyone for HR, payroll and admins. */
export async function subjectOf(
  tx: Tx,
  who: Principal,
  asked: string | undefined,
): Promise<string> {
  if (asked && can(who.grants, 'timekeeping.others')) return asked;
  const own = await ownEmployeeNumber(tx, who);
  if (asked && asked !== own)
    throw new AppError('forbidden', 'Only HR, payroll and admins may act for another employee.');
  return own;
}
