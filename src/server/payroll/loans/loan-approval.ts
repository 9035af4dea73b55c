import type { LoanDetails } from '../../../shared/api/application-details';
import { formatCentavos } from '../../../shared/format/money';
import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import type { ApplicationRow } from '../../approvals/application-row';
import { AppError } from '../../http/app-error';
import { markRecord } from '../../records/approvals/mark-record';
import { fileRecord } from '../../records/approvals/record-approval';
import type { RecordSave } from '../../records/record-save';
import { collectedOf, findLoan, type LoanRecord } from './loan-records';

/** Files a new loan for approval, and tells level 1 of its chain. */
export async function fileLoan(save: RecordSave, loan: LoanRecord, employee: ErsEmployeeData) {
  const { data } = loan;
  const details: LoanDetails = {
    recordId: loan.id,
    loanType: data.loanType.label,
    principal: formatCentavos(data.principal),
    totalPayable: formatCentavos(data.totalPayable),
    amortization: formatCentavos(data.amortization),
    startDate: data.startDate,
    ...(data.purpose ? { purpose: data.purpose.slice(0, 500) } : {}),
  };
  await fileRecord(save, employee, { kind: 'loan', details }, data.startDate);
}

/** Whether any deduction of the loan is on a computed or released payslip. */
export async function hasCollections(save: RecordSave, loan: LoanRecord) {
  const collected = await collectedOf(
    save.tx,
    save.orgId,
    [loan.data.employee.employeeNumber ?? ''],
    null,
  );
  return (collected.get(loan.id) ?? 0) > 0;
}

const STATUS_OF = { Approved: 'Active', Rejected: 'Rejected', Cancelled: 'Cancelled' } as const;

/**
 * What a decision on a loan's application does to the loan: approved, it is Active and deducts
 * from its first cut-off; rejected or cancelled, it never deducts. A loan already deducting
 * cannot be cancelled this way: suspend it or pay it off.
 */
export async function settleLoan(save: RecordSave, row: ApplicationRow) {
  const { recordId } = row.details as LoanDetails;
  const loan = await findLoan(save.tx, save.orgId, recordId);
  const status = STATUS_OF[row.status as keyof typeof STATUS_OF];
  if (!loan || !status) return;
  if (status === 'Cancelled' && (await hasCollections(save, loan)))
    throw new AppError(
      'conflict',
      'This loan is already being deducted: suspend its deductions or pay it off instead.',
    );
  await markRecord(save, loan, { status });
}
