import type { CreatePayoutRequest } from '../../../shared/api/special-payouts';
import type { Tx } from '../../db/tenant';
import { AppError, fieldError } from '../../http/app-error';
import { mastersOf } from '../cutoffs/payroll-sources.repository';
import { memberNumbers, registersOf } from '../registers/registers.repository';
import type { StoredSettings } from './special-payouts.repository';

/**
 * The settings a new payout stores, its members fixed: a bonus's are the employees of its
 * amounts; a 13th month's a register's members or the employees chosen. Each must name a live
 * employee record; what does not fit is a 422 naming the field.
 */
export async function payoutSettingsOf(
  tx: Tx,
  orgId: string,
  request: CreatePayoutRequest,
): Promise<StoredSettings> {
  const { settings } = request;
  let members: string[];
  let path: string;
  if (request.kind === 'bonus') {
    const amounts = settings.amounts ?? [];
    if (amounts.length === 0)
      throw fieldError('/settings/amounts', 'Enter the amount of at least one employee');
    if (settings.treatment === 'de_minimis' && !settings.deMinimisCategory)
      throw fieldError('/settings/deMinimisCategory', 'Choose the de minimis benefit the bonus is');
    members = amounts.map((item) => item.employeeNumber);
    const twice = members.find((number, index) => members.indexOf(number) !== index);
    if (twice) throw fieldError('/settings/amounts', `Employee ${twice} is listed twice`);
    path = '/settings/amounts';
  } else {
    const through = settings.projectThrough;
    if (through && !through.startsWith(`${request.year}-`))
      throw fieldError('/settings/projectThrough', `Must be a date of ${request.year}`);
    if (request.registerId) {
      if ((await registersOf(tx, orgId, request.registerId)).length === 0)
        throw fieldError('/registerId', 'No such register');
      members = await memberNumbers(tx, orgId, request.registerId);
      path = '/registerId';
    } else {
      members = [...new Set(request.employeeNumbers ?? [])];
      path = '/employeeNumbers';
    }
    if (members.length === 0)
      throw fieldError(path, 'Choose a register with members or at least one employee');
  }
  const masters = await mastersOf(tx, orgId, members);
  const unknown = members.filter((number) => !masters.has(number));
  if (unknown.length > 0)
    throw new AppError('validation_failed', `No employee has the number ${unknown.join(', ')}`, {
      fields: unknown.map((number) => ({ path, message: `No employee has the number ${number}` })),
    });
  return { ...settings, members };
}
