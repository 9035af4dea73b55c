import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type { Tx } from '../../db/tenant';
import { dec, type Dec } from '../engine/decimal';
import { employeesOf } from './month-payslips';
import type { Skipped } from './report-writer';

/**
 * One credit to an employee's account. Bank writers take a list of these, so any payout (a
 * cut-off's net pay today, a special payout later) becomes a bank file the same way.
 */
export interface Credit {
  employeeNumber: string;
  name: string;
  accountNumber: string;
  /** The code of the employee's bank (utility-bank), when the record names one. */
  bankCode: string | null;
  amount: Dec;
  /** What the credit is for, e.g. "Salary 2026-10-15". */
  remarks: string;
}

/** The codes of these banks (utility-bank records) by id. */
async function bankCodesOf(tx: Tx, orgId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'utility-bank')
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, String((row.data as { code: string }).code)]));
}

type NetPay = { employee_number: string; employee_name: string; net_pay: string };

/** The net pay of a released cut-off's payslips (its current computation). */
export const cutoffNetPay = (tx: Tx, orgId: string, cutoff: Cutoff): Promise<NetPay[]> =>
  tx
    .selectFrom('payslips')
    .select(['employee_number', 'employee_name', 'net_pay'])
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoff.id)
    .where('computation', '=', cutoff.computation)
    .orderBy('employee_name')
    .orderBy('employee_number')
    .execute();

/** The net pay of a released special payout's payslips. */
export const payoutNetPay = (tx: Tx, orgId: string, payoutId: string): Promise<NetPay[]> =>
  tx
    .selectFrom('special_payslips')
    .select(['employee_number', 'employee_name', 'net_pay'])
    .where('org_id', '=', orgId)
    .where('payout_id', '=', payoutId)
    .orderBy('employee_name')
    .orderBy('employee_number')
    .execute();

/**
 * Net pay as credits with `remarks`; employees with nothing to credit or without an account
 * number are left out and named.
 */
export async function creditsOf(
  tx: Tx,
  orgId: string,
  payslips: readonly NetPay[],
  remarks: string,
): Promise<{ credits: Credit[]; skipped: Skipped[] }> {
  const employees = await employeesOf(
    tx,
    orgId,
    payslips.map((slip) => slip.employee_number),
  );
  const bankIds = [...employees.values()].flatMap((employee) =>
    employee.bank ? [employee.bank.id] : [],
  );
  const codes = await bankCodesOf(tx, orgId, [...new Set(bankIds)]);
  const credits: Credit[] = [];
  const skipped: Skipped[] = [];
  for (const slip of payslips) {
    const employee = employees.get(slip.employee_number);
    const base = { employeeNumber: slip.employee_number, name: slip.employee_name };
    if (!dec(slip.net_pay).greaterThan(0))
      skipped.push({ ...base, reason: 'No net pay to credit' });
    else if (!employee?.bankAccountNumber)
      skipped.push({ ...base, reason: 'No bank account number on the employee record' });
    else
      credits.push({
        ...base,
        accountNumber: employee.bankAccountNumber,
        bankCode: employee.bank ? (codes.get(employee.bank.id) ?? null) : null,
        amount: dec(slip.net_pay),
        remarks,
      });
  }
  return { credits, skipped };
}
