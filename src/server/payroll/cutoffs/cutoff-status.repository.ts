import { sql } from 'kysely';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';

/** The cut-off row, locked for the rest of the transaction: computations and releases take turns. */
export async function lockCutoff(tx: Tx, orgId: string, cutoffId: string) {
  const cutoff = await tx
    .selectFrom('pay_cutoffs')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoffId)
    .forUpdate()
    .executeTakeFirst();
  if (!cutoff) throw new AppError('not_found', 'No such cut-off');
  return cutoff;
}

/**
 * Members whose time record of `[from, to]` is approved: approved DTR reviews of theirs cover
 * every date of it.
 */
export async function approvedDtrCoverage(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
): Promise<Set<string>> {
  const { rows } = await sql<{ employee_number: string }>`
    select a.employee_number
    from applications a
    cross join lateral generate_series(greatest(a.date_from, ${from}::date), least(a.date_to, ${to}::date), interval '1 day') as d(day)
    where a.org_id = ${orgId} and a.kind = 'dtr' and a.status = 'Approved'
      and a.employee_number = any(${[...employeeNumbers]}::text[])
      and a.date_from <= ${to}::date and a.date_to >= ${from}::date
    group by a.employee_number
    having count(distinct d.day) = ${to}::date - ${from}::date + 1
  `.execute(tx);
  return new Set(rows.map((row) => row.employee_number));
}

/** Releases a computed cut-off; false when it is not (or no longer) computed. */
export async function releaseCutoff(
  tx: Tx,
  orgId: string,
  cutoffId: string,
  by: string,
): Promise<boolean> {
  const released = await tx
    .updateTable('pay_cutoffs')
    .set({ status: 'Released', released_by: by, released_at: new Date() })
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoffId)
    .where('status', '=', 'Computed')
    .executeTakeFirst();
  return released.numUpdatedRows > 0n;
}
