import { sql } from 'kysely';
import type { TimeAway } from '../../shared/api/team-calendar';
import type { Tx } from '../db/tenant';

/** Leave or official business of one person, as filed: the kind of leave included. */
export interface TimeAwayRow extends Omit<TimeAway, 'leaveType'> {
  applicationId: string;
  leaveType: string | null;
}

/**
 * Approved and pending leave and official business of `employeeNumbers` touching `[from, to]`,
 * by start date and name: who is away when, for the leave form's side panel, the team calendar
 * and a person's calendar feed. What of it a caller may see is theirs to trim.
 */
export async function timeAwayOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
  limit: number,
): Promise<TimeAwayRow[]> {
  if (employeeNumbers.length === 0) return [];
  const { rows } = await sql<TimeAwayRow>`
    select a.application_id as "applicationId", a.employee_number as "employeeNumber",
      a.employee_name as name, a.kind, a.details ->> 'leaveType' as "leaveType",
      a.date_from::text as "dateFrom", a.date_to::text as "dateTo", a.status
    from applications a
    where a.org_id = ${orgId} and a.kind in ('leave', 'official-business')
      and a.status in ('Approved', 'Pending')
      and a.date_from <= ${to}::date and a.date_to >= ${from}::date
      and a.employee_number = any(${[...employeeNumbers]}::text[])
    order by a.date_from, a.employee_name, a.application_id
    limit ${limit}
  `.execute(tx);
  return rows;
}
