import { sql } from 'kysely';
import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type { Deferred, PayslipLine } from '../../../shared/api/payroll-payslips';
import type { Tx } from '../../db/tenant';
import { mastersOf } from '../cutoffs/payroll-sources.repository';
import type { Issuer, PayslipView } from '../payslip-layouts/payslip-view';

/** The organisation's names as its payslips print them. */
export async function issuerOf(tx: Tx, orgId: string): Promise<Issuer> {
  const org = await tx
    .selectFrom('organizations')
    .select(['trade_name', 'registered_name'])
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  return { tradeName: org.trade_name, registeredName: org.registered_name };
}

/** The next `limit` payslips of the cut-off's current computation after `after`, by number. */
export async function payslipViews(
  tx: Tx,
  orgId: string,
  cutoff: Cutoff,
  after: string | null,
  limit: number,
): Promise<PayslipView[]> {
  let query = tx
    .selectFrom('payslips')
    .select([
      'employee_number',
      'employee_name',
      'computation',
      'gross_pay',
      'total_deductions',
      'net_pay',
      'lines',
      'deferred',
      'inputs',
      'result',
      'trace',
    ])
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoff.id)
    .where('computation', '=', cutoff.computation)
    .orderBy('employee_number')
    .limit(limit);
  if (after !== null) query = query.where('employee_number', '>', after);
  const rows = await query.execute();
  return rows.map((row) => ({
    cutoff,
    employeeNumber: row.employee_number,
    employeeName: row.employee_name,
    computation: row.computation,
    grossPay: row.gross_pay,
    totalDeductions: row.total_deductions,
    netPay: row.net_pay,
    lines: row.lines as PayslipLine[],
    deferred: row.deferred as Deferred[],
    inputs: row.inputs as Record<string, unknown>,
    result: row.result as Record<string, unknown>,
    trace: row.trace as PayslipView['trace'],
  }));
}

export interface PayslipRecipient {
  employeeNumber: string;
  employeeName: string;
  /** The employee record's address, else their account's; null when neither has one. */
  email: string | null;
}

/** Who each payslip of the cut-off's current computation goes to. */
export async function payslipRecipients(
  tx: Tx,
  orgId: string,
  cutoff: Cutoff,
): Promise<PayslipRecipient[]> {
  const payslips = await tx
    .selectFrom('payslips')
    .select(['employee_number', 'employee_name'])
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoff.id)
    .where('computation', '=', cutoff.computation)
    .orderBy('employee_number')
    .execute();
  const numbers = payslips.map((row) => row.employee_number);
  const masters = await mastersOf(tx, orgId, numbers);
  // Organisations share employee numbers: the account must be this organisation's own.
  const accounts = await tx
    .selectFrom('accounts')
    .select(['employee_number', 'email'])
    .where('org_id', '=', orgId)
    .where(sql<boolean>`employee_number = any(${numbers}::text[])`)
    .where('email', 'is not', null)
    .where('disabled_at', 'is', null)
    .orderBy('created_at')
    .execute();
  const accountEmails = new Map<string, string>();
  for (const { employee_number, email } of accounts)
    if (employee_number && email && !accountEmails.has(employee_number))
      accountEmails.set(employee_number, email);
  return payslips.map((row) => ({
    employeeNumber: row.employee_number,
    employeeName: row.employee_name,
    email:
      masters.get(row.employee_number)?.email?.trim() ||
      accountEmails.get(row.employee_number) ||
      null,
  }));
}
