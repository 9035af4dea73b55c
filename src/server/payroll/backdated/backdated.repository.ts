import { sql } from 'kysely';
import type { Backdated, BackdatedResponse } from '../../../shared/api/payroll-backdated';
import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type { Tx } from '../../db/tenant';
import { containsPattern } from '../../db/like-pattern';

/** A page of the backdated lines of a cut-off's current computation, by employee and period. */
export async function backdatedPage(
  tx: Tx,
  orgId: string,
  cutoff: Cutoff,
  page: { search?: string; limit: number; offset: number },
): Promise<BackdatedResponse> {
  const like = page.search ? containsPattern(page.search) : null;
  const lines = sql`
    from payslips p cross join jsonb_array_elements(p.backdated) b
    where p.org_id = ${orgId} and p.cutoff_id = ${cutoff.id} and p.computation = ${cutoff.computation}
      and (${like}::text is null or p.employee_number ilike ${like} or p.employee_name ilike ${like})
  `;
  const [{ rows }, { rows: sums }] = await Promise.all([
    sql<{ employeeNumber: string; employeeName: string; line: Backdated }>`
      select p.employee_number as "employeeNumber", p.employee_name as "employeeName", b as line
      ${lines}
      order by p.employee_name, p.employee_number, b->>'periodStart'
      limit ${page.limit} offset ${page.offset}
    `.execute(tx),
    sql<{ total: number; totalAmount: string }>`
      select count(*)::int as total,
        to_char(coalesce(sum((b->>'amount')::numeric), 0), 'FM9999999999990.00') as "totalAmount"
      ${lines}
    `.execute(tx),
  ]);
  return {
    items: rows.map(({ line, ...employee }) => ({ ...employee, ...line })),
    ...sums[0]!,
  };
}
