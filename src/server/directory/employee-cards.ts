import { sql } from 'kysely';
import { EMPLOYEE_FORM_ID } from '../../shared/api/employee-profile';
import type { Tx } from '../db/tenant';

/** Where a person works and whom they report to, as their master record has it. */
export interface EmployeeCard {
  employeeNumber: string;
  name: string;
  department: string | null;
  site: { id: string; label: string } | null;
  manager: { employeeNumber: string; name: string } | null;
}

/** A team: the people of a department, the direct reports of a manager, and named people. */
export interface TeamOf {
  department?: string | null;
  reportsTo?: string;
  members?: readonly string[];
}

interface CardRow {
  employee_number: string;
  first_name: string | null;
  last_name: string | null;
  department: string | null;
  site_id: string | null;
  site_label: string | null;
  manager_number: string | null;
  manager_first_name: string | null;
  manager_last_name: string | null;
}

const fullName = (first: string | null, last: string | null, fallback: string) =>
  [first?.trim(), last?.trim()].filter(Boolean).join(' ') || fallback;

/** Whom of the masters `team` takes in; nobody when it names no one. */
function teamCondition(team: TeamOf) {
  const department = team.department?.trim().toLowerCase();
  const conditions = [
    ...(department ? [sql<boolean>`lower(trim(e.data ->> 'department')) = ${department}`] : []),
    ...(team.reportsTo
      ? [sql<boolean>`e.data -> 'manager' ->> 'employeeNumber' = ${team.reportsTo}`]
      : []),
    ...(team.members?.length
      ? [sql<boolean>`e.employee_number = any(${[...team.members]}::text[])`]
      : []),
  ];
  return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

/**
 * The people working on `on` (active, not separated before it) of `team`, or of the whole
 * organisation when it is null, by name: each number once, its older master record, as the
 * other employee lookups read it, with their manager's name from the manager's own record.
 */
export async function activeEmployeeCards(
  tx: Tx,
  orgId: string,
  on: string,
  team: TeamOf | null,
): Promise<EmployeeCard[]> {
  const { rows } = await sql<CardRow>`
    with masters as (
      select distinct on (employee_number) employee_number, data from records
      where org_id = ${orgId} and form_id = ${EMPLOYEE_FORM_ID} and deleted_at is null
        and employee_number is not null
      order by employee_number, created_at, id
    )
    select e.employee_number, e.data ->> 'firstName' as first_name,
      e.data ->> 'lastName' as last_name, nullif(trim(e.data ->> 'department'), '') as department,
      e.data -> 'site' ->> 'id' as site_id, e.data -> 'site' ->> 'label' as site_label,
      m.employee_number as manager_number, m.data ->> 'firstName' as manager_first_name,
      m.data ->> 'lastName' as manager_last_name
    from masters e
    left join masters m on m.employee_number = e.data -> 'manager' ->> 'employeeNumber'
      and m.employee_number <> e.employee_number
    where e.data ->> 'active' = 'true'
      and (nullif(e.data ->> 'separationDate', '') is null or e.data ->> 'separationDate' >= ${on})
      and ${team ? teamCondition(team) : sql`true`}
    order by lower(e.data ->> 'lastName'), lower(e.data ->> 'firstName'), e.employee_number
  `.execute(tx);
  return rows.map((row) => ({
    employeeNumber: row.employee_number,
    name: fullName(row.first_name, row.last_name, row.employee_number),
    department: row.department,
    site: row.site_id ? { id: row.site_id, label: row.site_label ?? '' } : null,
    manager: row.manager_number
      ? {
          employeeNumber: row.manager_number,
          name: fullName(row.manager_first_name, row.manager_last_name, row.manager_number),
        }
      : null,
  }));
}
