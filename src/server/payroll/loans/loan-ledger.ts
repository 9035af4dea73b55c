import { can } from '../../../shared/access/capabilities';
import { sql } from 'kysely';
import type { LoanLedger } from '../../../shared/api/loans';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../plugins/guard';
import { ownEmployeeNumber } from '../../directory/employee-subject';
import { centavosOf, pesosOf } from '../cutoffs/payslip-inputs';
import { findLoan } from './loan-records';

/**
 * A loan's ledger: every deduction on a computed or released payslip, and a released last pay's
 * set-off, oldest first, with the balance after each. Payroll staff read any loan; an employee only their own (else 404).
 */
export async function loanLedger(tx: Tx, who: Principal, loanId: string): Promise<LoanLedger> {
  const loan = await findLoan(tx, who.orgId, loanId);
  const number = loan?.data.employee.employeeNumber ?? '';
  const mine =
    loan && !can(who.grants, 'payroll.read')
      ? (await ownEmployeeNumber(tx, who).catch(() => null)) === number
      : true;
  if (!loan || !mine) throw new AppError('not_found', 'There is no such loan.');
  const { rows } = await sql<{
    cutoffId: string;
    registerName: string;
    periodStart: string;
    periodEnd: string;
    payDate: string;
    released: boolean;
    amount: string;
  }>`
    select c.cutoff_id as "cutoffId", r.name as "registerName",
      c.period_start::text as "periodStart", c.period_end::text as "periodEnd",
      c.pay_date::text as "payDate", c.status = 'Released' as released, l->>'amount' as amount
    from payslips p
    join pay_cutoffs c on c.org_id = p.org_id and c.cutoff_id = p.cutoff_id
      and c.computation = p.computation
    join pay_registers r on r.org_id = c.org_id and r.register_id = c.register_id
    cross join lateral jsonb_array_elements(p.lines) as l
    where p.org_id = ${who.orgId} and p.employee_number = ${number} and c.status <> 'Draft'
      and l->>'code' = ${`loan.${loan.id}`}
    union all
    -- A released last pay that set off the balance: an entry on its pay date, named by it.
    select o.payout_id, o.name, o.pay_date::text, o.pay_date::text, o.pay_date::text, true,
      l->>'amount'
    from special_payslips p
    join special_payouts o on o.org_id = p.org_id and o.payout_id = p.payout_id
    cross join lateral jsonb_array_elements(p.lines) as l
    where p.org_id = ${who.orgId} and p.employee_number = ${number} and o.status = 'Released'
      and l->>'code' = ${`loan.${loan.id}`}
    order by "periodEnd", "cutoffId"
  `.execute(tx);
  const { data } = loan;
  let balance = data.totalPayable;
  const entries = rows.map((row) => {
    balance -= centavosOf(row.amount);
    return { ...row, balanceAfter: pesosOf(balance) };
  });
  return {
    loanId: loan.id,
    employeeNumber: number,
    employeeName: data.employee.label,
    loanType: data.loanType.label,
    status: data.status,
    principal: pesosOf(data.principal),
    interest: pesosOf(data.interest),
    totalPayable: pesosOf(data.totalPayable),
    amortization: pesosOf(data.amortization),
    collected: pesosOf(data.totalPayable - balance),
    balance: pesosOf(balance),
    entries,
  };
}
