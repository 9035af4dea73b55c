import { sql } from 'kysely';
import type { Backdated } from '../../../shared/api/payroll-backdated';
import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type {
  Deferred,
  Payslip,
  PayslipCutoff,
  PayslipLine,
} from '../../../shared/api/payroll-payslips';
import type { Tx } from '../../db/tenant';
import { pesos } from '../engine/decimal';
import type { MemberPayslip } from '../cutoffs/member-payslip';
import type { DiffedPayslip } from './payslip-diff';
import { payslipAdjustments } from './payslip-adjustments.repository';
import { containsPattern } from '../../db/like-pattern';

export interface ComputedPayslip {
  employeeNumber: string;
  employeeName: string;
  slip: MemberPayslip;
  tables: Record<string, string>;
  backdated: Backdated[];
}

/**
 * A payslip as the JSON of its row, written as soon as it is computed: a batch waiting to be
 * saved then holds one string per payslip, not the thousands of objects the garbage collector
 * would otherwise carry along.
 */
export function payslipRow({
  employeeNumber,
  employeeName,
  slip,
  tables,
  backdated,
}: ComputedPayslip): string {
  const { figures } = slip;
  return JSON.stringify({
    employee_number: employeeNumber,
    employee_name: employeeName,
    gross_pay: pesos(figures.gross_pay),
    total_deductions: pesos(figures.gross_pay.minus(figures.net_pay)),
    net_pay: pesos(figures.net_pay),
    inputs: slip.inputs,
    result: slip.result,
    lines: slip.lines,
    trace: slip.trace,
    tables,
    deferred: slip.deferred,
    backdated,
  });
}

/** Stores payslips of one computation (`payslipRow`s) in one statement: one JSON parameter. */
export async function insertPayslips(
  tx: Tx,
  orgId: string,
  cutoffId: string,
  computation: number,
  rows: readonly string[],
): Promise<void> {
  await sql`
    insert into payslips (org_id, cutoff_id, computation, employee_number, employee_name,
      gross_pay, total_deductions, net_pay, inputs, result, lines, trace, tables, deferred,
      backdated)
    select ${orgId}, ${cutoffId}::uuid, ${computation}, r.employee_number, r.employee_name,
      r.gross_pay, r.total_deductions, r.net_pay, r.inputs, r.result, r.lines, r.trace, r.tables,
      r.deferred, r.backdated
    from jsonb_to_recordset(${`[${rows.join(',')}]`}::jsonb) as r(employee_number text,
      employee_name text, gross_pay numeric, total_deductions numeric, net_pay numeric,
      inputs jsonb, result jsonb, lines jsonb, trace jsonb, tables jsonb, deferred jsonb,
      backdated jsonb)
  `.execute(tx);
}

/** A page of a cut-off's current payslips (the register), by name; `employeeNumber` narrows to one. */
export async function payslipsPage(
  tx: Tx,
  orgId: string,
  cutoff: Cutoff,
  page: { search?: string; limit: number; offset: number; employeeNumber?: string },
) {
  let query = tx
    .selectFrom('payslips')
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoff.id)
    .where('computation', '=', cutoff.computation);
  if (page.employeeNumber) query = query.where('employee_number', '=', page.employeeNumber);
  if (page.search) {
    const like = containsPattern(page.search);
    query = query.where((eb) =>
      eb.or([eb('employee_number', 'ilike', like), eb('employee_name', 'ilike', like)]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select([
        'employee_number',
        'employee_name',
        'gross_pay',
        'total_deductions',
        'net_pay',
        sql<number>`jsonb_array_length(deferred)`.as('deferred'),
      ])
      .orderBy('employee_name')
      .orderBy('employee_number')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      employeeNumber: row.employee_number,
      employeeName: row.employee_name,
      grossPay: row.gross_pay,
      totalDeductions: row.total_deductions,
      netPay: row.net_pay,
      deferred: row.deferred,
    })),
    total: count.n,
  };
}

/** The cut-off as a payslip names it: its period and state, not the cut-off's totals or run. */
function payslipCutoffOf({
  payslips: _count,
  grossPay: _gross,
  totalDeductions: _deductions,
  netPay: _net,
  runId: _run,
  ...period
}: Cutoff): PayslipCutoff {
  return period;
}

/** One employee's payslip of a cut-off's current computation, or null. */
export async function payslipOf(
  tx: Tx,
  orgId: string,
  cutoff: Cutoff,
  employeeNumber: string,
): Promise<Payslip | null> {
  const row = await tx
    .selectFrom('payslips')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoff.id)
    .where('computation', '=', cutoff.computation)
    .where('employee_number', '=', employeeNumber)
    .executeTakeFirst();
  if (!row) return null;
  return {
    cutoff: payslipCutoffOf(cutoff),
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
    trace: row.trace as Payslip['trace'],
    tables: row.tables as Record<string, string>,
    adjustments: await payslipAdjustments(tx, orgId, cutoff.id, employeeNumber),
  };
}

/** Every payslip of one computation of a cut-off, for comparing computations. */
export async function computationPayslips(
  tx: Tx,
  orgId: string,
  cutoffId: string,
  computation: number,
): Promise<DiffedPayslip[]> {
  const rows = await tx
    .selectFrom('payslips')
    .select(['employee_number', 'employee_name', 'net_pay', 'lines'])
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoffId)
    .where('computation', '=', computation)
    .execute();
  return rows.map((row) => ({
    employeeNumber: row.employee_number,
    employeeName: row.employee_name,
    netPay: row.net_pay,
    lines: row.lines,
  }));
}
