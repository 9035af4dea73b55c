import type { PayslipAdjustment } from '../../../shared/api/payroll-payslips';
import type { Tx } from '../../db/tenant';
import { pesosOf } from '../cutoffs/payslip-inputs';

/** Payroll's own lines on payslips of a cut-off, by employee, in the order they were added. */
export async function manualAdjustmentsOf(
  tx: Tx,
  orgId: string,
  cutoffId: string,
  employeeNumbers: readonly string[],
) {
  const rows = await tx
    .selectFrom('payslip_adjustments')
    .select(['employee_number', 'name', 'type', 'amount', 'taxable'])
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoffId)
    .where('employee_number', 'in', employeeNumbers.length > 0 ? employeeNumbers : [''])
    .orderBy('created_at')
    .execute();
  const byEmployee = new Map<
    string,
    { name: string; type: 'Earning' | 'Deduction'; amount: number; taxable: boolean }[]
  >();
  for (const { employee_number, ...item } of rows)
    byEmployee.set(employee_number, [...(byEmployee.get(employee_number) ?? []), item]);
  return byEmployee;
}

/** One employee's lines on a cut-off's payslip, with who added them and why. */
export async function payslipAdjustments(
  tx: Tx,
  orgId: string,
  cutoffId: string,
  employeeNumber: string,
): Promise<PayslipAdjustment[]> {
  const rows = await tx
    .selectFrom('payslip_adjustments')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoffId)
    .where('employee_number', '=', employeeNumber)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.adjustment_id,
    name: row.name,
    type: row.type,
    amount: pesosOf(row.amount),
    taxable: row.taxable,
    reason: row.reason,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  }));
}

export async function addPayslipAdjustment(
  tx: Tx,
  orgId: string,
  line: {
    cutoffId: string;
    employeeNumber: string;
    name: string;
    type: 'Earning' | 'Deduction';
    amount: number;
    taxable: boolean;
    reason: string;
  },
  createdBy: string,
): Promise<string> {
  const row = await tx
    .insertInto('payslip_adjustments')
    .values({
      org_id: orgId,
      cutoff_id: line.cutoffId,
      employee_number: line.employeeNumber,
      name: line.name,
      type: line.type,
      amount: line.amount,
      taxable: line.taxable,
      reason: line.reason,
      created_by: createdBy,
    })
    .returning('adjustment_id')
    .executeTakeFirstOrThrow();
  return row.adjustment_id;
}

/** Removes one line; the removed line, or null when there is none. */
export async function removePayslipAdjustment(
  tx: Tx,
  orgId: string,
  cutoffId: string,
  employeeNumber: string,
  adjustmentId: string,
) {
  return (
    (await tx
      .deleteFrom('payslip_adjustments')
      .where('org_id', '=', orgId)
      .where('cutoff_id', '=', cutoffId)
      .where('employee_number', '=', employeeNumber)
      .where('adjustment_id', '=', adjustmentId)
      .returning(['name', 'type', 'amount'])
      .executeTakeFirst()) ?? null
  );
}
