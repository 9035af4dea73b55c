import type { FieldError } from '../../../shared/api/errors';
import type { PayrollLoanData } from '../../../shared/forms/record-types.generated';
import { AppError } from '../../http/app-error';
import { findOrgFlags } from '../../organization/organization.repository';
import { markRecord } from '../../records/approvals/mark-record';
import { noApprover, recordChain, withdrawRecord } from '../../records/approvals/record-approval';
import type { RecordHooks, RecordSave } from '../../records/record-save';
import { findEmployee } from '../../directory/directory.repository';
import { fileLoan, hasCollections } from './loan-approval';
import { findLoanType, type LoanRecord } from './loan-records';

/** What only a new loan may set: once filed they are the loan, and another needs a new one. */
const FIXED = ['employee', 'loanType', 'principal', 'interest', 'status'] as const;

const numberOf = (data: PayrollLoanData) => data.employee.employeeNumber ?? '';

async function checkNew(save: RecordSave, data: PayrollLoanData): Promise<FieldError[]> {
  if (data.status !== 'Pending approval')
    return [
      { path: '/status', message: 'Status is set by the approval: file it as Pending approval.' },
    ];
  const [employee, type, flags] = await Promise.all([
    findEmployee(save.tx, save.orgId, numberOf(data)),
    findLoanType(save.tx, save.orgId, data.loanType.id),
    findOrgFlags(save.tx, save.orgId),
  ]);
  const errors: FieldError[] = [];
  if (!employee || employee.active === false)
    errors.push({ path: '/employee', message: 'Employee must be an active employee.' });
  if (!type || !type.active)
    errors.push({ path: '/loanType', message: 'Loan type must be an active loan type.' });
  else if (type.maxAmount !== undefined && data.principal > type.maxAmount)
    errors.push({
      path: '/principal',
      message: `Principal is more than a ${type.name} allows.`,
    });
  if (employee && flags.hasLoanApproval && !(await recordChain(save, employee, 'loan')))
    errors.push({ path: '/employee', message: noApprover('loan', employee.employeeNumber) });
  return errors;
}

function checkEdit(data: PayrollLoanData, previous: PayrollLoanData): FieldError[] {
  if (previous.status !== 'Active')
    return [
      {
        path: '/status',
        message:
          previous.status === 'Pending approval'
            ? 'A loan waiting for approval cannot be changed: delete it to withdraw it, then file it again.'
            : `A ${previous.status.toLowerCase()} loan is closed: file a new one.`,
      },
    ];
  return FIXED.filter(
    (field) => JSON.stringify(data[field]) !== JSON.stringify(previous[field]),
  ).map((field) => ({
    path: `/${field}`,
    message: `${field === 'status' ? 'Status' : 'This'} cannot change once the loan is filed: file a new loan instead.`,
  }));
}

/**
 * A loan is filed once: where the organisation approves loans it waits for the approval matrix,
 * elsewhere it is Active at once. An active loan's schedule may change (deduction, start,
 * payoff, suspension), not what was borrowed. A loan already deducting is never deleted.
 */
export const loanHooks: RecordHooks = {
  async check(save, data, previous) {
    return previous
      ? checkEdit(data as PayrollLoanData, previous.data as PayrollLoanData)
      : checkNew(save, data as PayrollLoanData);
  },
  async afterWrite(save, record, previous) {
    const loan = record as LoanRecord;
    if (!previous) {
      if (!(await findOrgFlags(save.tx, save.orgId)).hasLoanApproval) {
        await markRecord(save, loan, { status: 'Active' });
        return;
      }
      const employee = await findEmployee(save.tx, save.orgId, numberOf(loan.data));
      if (employee) await fileLoan(save, loan, employee);
      return;
    }
    if (record.deletedAt && !previous.deletedAt) {
      if (await hasCollections(save, loan))
        throw new AppError(
          'conflict',
          'This loan has deductions on payslips and stays as their record: suspend it or pay it off instead.',
        );
      await withdrawRecord(save, 'loan', record);
    } else if (!record.deletedAt && previous.deletedAt)
      throw new AppError('conflict', 'A withdrawn loan cannot be restored: file a new one.');
  },
};
