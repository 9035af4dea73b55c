import { sql } from 'kysely';
import type { RecordItem } from '../../../shared/api/records';
import type {
  PayrollLoanData,
  PayrollLoanTypeData,
} from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';
import { findLiveRecord } from '../../records/approvals/mark-record';
import { centavosOf } from '../cutoffs/payslip-inputs';

export const LOAN_FORM_ID = 'payroll-loan';
export type LoanRecord = RecordItem & { data: PayrollLoanData };

export const findLoan = (tx: Tx, orgId: string, id: string) =>
  findLiveRecord<LoanRecord>(tx, orgId, LOAN_FORM_ID, id);

/** A live loan type of the organisation by id, or null. */
export const findLoanType = async (tx: Tx, orgId: string, id: string) =>
  (await findLiveRecord(tx, orgId, 'payroll-loan-type', id))?.data as
    PayrollLoanTypeData | undefined;

/**
 * What each loan has had deducted so far, in centavos, by loan id: its lines on the current
 * computation of every cut-off past Draft (computed or released), but `exceptCutoffId`, the
 * one being computed, and released special payslips (a last pay's set-off). Loans of these
 * employees only; one query for a payroll.
 */
export async function collectedOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  exceptCutoffId: string | null,
): Promise<Map<string, number>> {
  if (employeeNumbers.length === 0) return new Map();
  const { rows } = await sql<{ loanId: string; collected: string }>`
    select substr(code, 6) as "loanId", sum(amount)::text as collected
    from (
      select l->>'code' as code, (l->>'amount')::numeric as amount
      from payslips p
      join pay_cutoffs c on c.org_id = p.org_id and c.cutoff_id = p.cutoff_id
        and c.computation = p.computation
      cross join lateral jsonb_array_elements(p.lines) as l
      where p.org_id = ${orgId} and p.employee_number = any(${employeeNumbers}::text[])
        and c.status <> 'Draft' and c.cutoff_id is distinct from ${exceptCutoffId}::uuid
        and l->>'code' like 'loan.%'
      union all
      -- A last pay sets off what is left of a loan once it is released.
      select l->>'code', (l->>'amount')::numeric
      from special_payslips p
      join special_payouts o on o.org_id = p.org_id and o.payout_id = p.payout_id
      cross join lateral jsonb_array_elements(p.lines) as l
      where p.org_id = ${orgId} and p.employee_number = any(${employeeNumbers}::text[])
        and o.status = 'Released' and l->>'code' like 'loan.%'
    ) as collections
    group by 1
  `.execute(tx);
  return new Map(rows.map((row) => [row.loanId, centavosOf(row.collected)]));
}

/** The active loans of these employees that have begun by `periodEnd`, by employee number. */
export async function activeLoansOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  periodEnd: string,
): Promise<Map<string, LoanRecord[]>> {
  const loans = new Map<string, LoanRecord[]>();
  if (employeeNumbers.length === 0) return loans;
  const rows = await tx
    .selectFrom('records')
    .select(['id', 'employee_number', 'data'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', LOAN_FORM_ID)
    .where('deleted_at', 'is', null)
    .where('employee_number', 'in', [...employeeNumbers])
    .orderBy('created_at')
    .execute();
  for (const row of rows) {
    const data = row.data as PayrollLoanData;
    if (data.status !== 'Active' || data.startDate > periodEnd) continue;
    const number = row.employee_number ?? '';
    const loan = { id: row.id, data } as LoanRecord;
    loans.set(number, [...(loans.get(number) ?? []), loan]);
  }
  return loans;
}
