import { sql } from 'kysely';
import type { LedgerReason } from '../../shared/api/leave-credits';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';
import type { LoadedForm } from '../forms/form-registry';
import { listConditions, orderBy, sortKey } from '../records/record-query';
import type { AccrualGrant } from './accrual';

/**
 * A page of active employees (the `ers-employee` engine form) in the form's own list order,
 * searched like its list (number, names, e-mail), with the total of the whole query.
 */
export async function activeEmployeesPage(
  tx: Tx,
  orgId: string,
  form: LoadedForm,
  page: { search: string | undefined; limit: number; offset: number },
): Promise<{ employees: ErsEmployeeData[]; total: number }> {
  const query = {
    form_id: form.definition.formId,
    ...(page.search?.trim() ? { q: page.search } : {}),
    filter: { active: true },
  };
  const where = listConditions(orgId, form, query);
  const counted = await sql<{
    total: string;
  }>`select count(*) as total from records where ${where}`.execute(tx);
  const listed = await sql<{ data: ErsEmployeeData }>`
    select data from records where ${where}
    order by ${orderBy(sortKey(form, query))}
    limit ${page.limit} offset ${page.offset}
  `.execute(tx);
  return {
    employees: listed.rows.map((row) => row.data),
    total: Number(counted.rows[0]?.total ?? 0),
  };
}

/** Every active employee, for an accrual run. */
export async function activeEmployees(tx: Tx, orgId: string): Promise<ErsEmployeeData[]> {
  const rows = await tx
    .selectFrom('records')
    .select('data')
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'ers-employee')
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.data as ErsEmployeeData).filter((employee) => employee.active);
}

/** Balances of several employees at once: employee number -> leave type -> minutes. */
export async function balancesOfEmployees(
  tx: Tx,
  orgId: string,
  employeeNumbers: string[],
): Promise<Map<string, Map<string, number>>> {
  const result = new Map<string, Map<string, number>>();
  if (employeeNumbers.length === 0) return result;
  const rows = await tx
    .selectFrom('leave_ledger')
    .select(['employee_number', 'leave_type', (eb) => eb.fn.sum<number>('minutes').as('minutes')])
    .where('org_id', '=', orgId)
    .where('employee_number', 'in', employeeNumbers)
    .where('removed_at', 'is', null)
    .groupBy(['employee_number', 'leave_type'])
    .execute();
  for (const row of rows) {
    const balances = result.get(row.employee_number) ?? new Map<string, number>();
    balances.set(row.leave_type, Number(row.minutes));
    result.set(row.employee_number, balances);
  }
  return result;
}

export interface LiveEntry {
  id: string;
  employeeNumber: string;
  leaveType: string;
  minutes: number;
  reason: LedgerReason;
  /** The leave credit adjustment record the entry follows: it goes with that record. */
  sourceRecordId: string | null;
}

/** The ledger entries with these ids that have not been removed. */
export async function liveEntries(tx: Tx, orgId: string, ids: string[]): Promise<LiveEntry[]> {
  const rows = await tx
    .selectFrom('leave_ledger')
    .select(['entry_id', 'employee_number', 'leave_type', 'minutes', 'reason', 'source_record_id'])
    .where('org_id', '=', orgId)
    .where('entry_id', 'in', ids)
    .where('removed_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    id: String(row.entry_id),
    employeeNumber: row.employee_number,
    leaveType: row.leave_type,
    minutes: row.minutes,
    reason: row.reason,
    sourceRecordId: row.source_record_id,
  }));
}

/** Marks entries removed (they stay on file, out of every balance); answers how many were. */
export async function markRemoved(tx: Tx, orgId: string, ids: string[]): Promise<number> {
  const result = await tx
    .updateTable('leave_ledger')
    .set({ removed_at: new Date() })
    .where('org_id', '=', orgId)
    .where('entry_id', 'in', ids)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

type EmployeeGrant = AccrualGrant & { employeeNumber: string };

const grantKey = (grant: { employeeNumber: string; leaveType: string; period: string }) =>
  JSON.stringify([grant.employeeNumber, grant.leaveType, grant.period]);

/**
 * Accruals already made for these periods, removed ones included, by employee, leave type and
 * period: true while one of them is live, false when HR removed every one.
 */
async function accrualsMade(
  tx: Tx,
  orgId: string,
  periods: string[],
): Promise<Map<string, boolean>> {
  if (periods.length === 0) return new Map();
  const rows = await tx
    .selectFrom('leave_ledger')
    .select([
      'employee_number',
      'leave_type',
      'period',
      sql<boolean>`bool_or(removed_at is null)`.as('live'),
    ])
    .where('org_id', '=', orgId)
    .where('reason', '=', 'accrual')
    .where('period', 'in', periods)
    .groupBy(['employee_number', 'leave_type', 'period'])
    .execute();
  return new Map(
    rows.map((row) => [
      grantKey({
        employeeNumber: row.employee_number,
        leaveType: row.leave_type,
        period: row.period ?? '',
      }),
      row.live,
    ]),
  );
}

/**
 * Records accrual grants once per employee, leave type and period: a grant already made is
 * skipped, and so is one HR removed (a removal is deliberate; accruing the month again must not
 * undo it). The partial unique index keeps two concurrent runs from granting twice. Answers how
 * many were added, and how many were skipped because HR had removed them.
 */
export async function addAccruals(
  tx: Tx,
  orgId: string,
  grants: EmployeeGrant[],
  recordedBy: string,
): Promise<{ added: number; skippedRemoved: number }> {
  const made = await accrualsMade(tx, orgId, [...new Set(grants.map((grant) => grant.period))]);
  const fresh = grants.filter((grant) => !made.has(grantKey(grant)));
  const skippedRemoved = grants.filter((grant) => made.get(grantKey(grant)) === false).length;
  let added = 0;
  // In batches: one statement may carry at most 65,535 parameters.
  for (let start = 0; start < fresh.length; start += ACCRUAL_BATCH)
    added += await addAccrualBatch(
      tx,
      orgId,
      fresh.slice(start, start + ACCRUAL_BATCH),
      recordedBy,
    );
  return { added, skippedRemoved };
}

const ACCRUAL_BATCH = 1000;

async function addAccrualBatch(
  tx: Tx,
  orgId: string,
  grants: EmployeeGrant[],
  recordedBy: string,
): Promise<number> {
  const added = await tx
    .insertInto('leave_ledger')
    .values(
      grants.map((grant) => ({
        org_id: orgId,
        employee_number: grant.employeeNumber,
        leave_type: grant.leaveType,
        minutes: grant.minutes,
        reason: 'accrual' as const,
        period: grant.period,
        application_id: null,
        note: `Accrual for ${grant.period}`,
        recorded_by: recordedBy,
        removed_at: null,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['org_id', 'employee_number', 'leave_type', 'period'])
        .where('reason', '=', 'accrual')
        .where('removed_at', 'is', null)
        .doNothing(),
    )
    .returning('entry_id')
    .execute();
  return added.length;
}
