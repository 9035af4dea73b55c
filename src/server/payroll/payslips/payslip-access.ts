import type { Payslip } from '../../../shared/api/payroll-payslips';
import { can } from '../../../shared/access/capabilities';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../plugins/guard';
import { ownEmployeeNumber } from '../../directory/employee-subject';
import { payslipOf } from './payslips.repository';
import { cutoffOr404 } from '../registers/registers.repository';

/**
 * A payslip as the caller may read it, in JSON or printed: HR, payroll and admins anyone's;
 * everyone else only their own, once the cut-off is released. Anything else is a 404, as if
 * it did not exist.
 */
export async function readablePayslip(
  tx: Tx,
  who: Principal,
  cutoffId: string,
  employeeNumber: string,
): Promise<Payslip> {
  const cutoff = await cutoffOr404(tx, who.orgId, cutoffId);
  const staff = can(who.grants, 'payroll.read');
  const own =
    !staff &&
    cutoff.status === 'Released' &&
    (await ownEmployeeNumber(tx, who).catch(() => null)) === employeeNumber;
  const payslip = staff || own ? await payslipOf(tx, who.orgId, cutoff, employeeNumber) : null;
  if (!payslip) throw new AppError('not_found', 'No such payslip');
  return payslip;
}
