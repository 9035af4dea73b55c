import { sql } from 'kysely';
import type { ListApplicationResponse } from '../../shared/api/applications';
import type { ApprovalPage } from '../../shared/approval-pages';
import type { Tx } from '../db/tenant';

interface ApplicationQuery {
  approverId: string | null;
  statuses: string[];
  types: readonly ApprovalPage[];
  limit: number;
}

/** Applications in the given states, newest first, and how many there are of each type. */
export async function listApplications(
  tx: Tx,
  query: ApplicationQuery,
): Promise<ListApplicationResponse> {
  if (query.types.length === 0 || query.statuses.length === 0)
    return { items: [], total: 0, countsByType: {} };
  let base = tx
    .selectFrom('applications')
    .where('status', 'in', query.statuses)
    .where('approval_type', 'in', [...query.types]);
  if (query.approverId)
    base = base.where(sql<boolean>`${query.approverId}::uuid = any(current_approver_ids)`);
  const [rows, counts] = await Promise.all([
    base.selectAll().orderBy('date_applied', 'desc').limit(query.limit).execute(),
    base
      .select(['approval_type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('approval_type')
      .execute(),
  ]);
  const countsByType = Object.fromEntries(counts.map((row) => [row.approval_type, Number(row.n)]));
  return {
    items: rows.map((row) => ({
      id: row.application_id,
      approvalType: row.approval_type as ApprovalPage,
      employeeNumber: row.employee_number,
      employeeName: row.employee_name,
      status: row.status,
      dateApplied: new Date(row.date_applied).toISOString(),
      summary: row.summary,
    })),
    total: Object.values(countsByType).reduce((sum, n) => sum + n, 0),
    countsByType,
  };
}
