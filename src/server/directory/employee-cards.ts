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

/** What narrows the cards further (every one given): a department in any spelling, a site, a manager. */
export interface CardFilters {
  department?: string | undefined;
  site?: string | undefined;
  manager?: string | undefined;
}

/** The distinct departments, sites and managers of some cards, for filters to offer. */
export interface CardChoices {
  departments: string[];
  sites: { id: string; label: string }[];
  managers: { employeeNumber: string; name: string }[];
}

/**
 * The people working on `on` (active, not separated before it) of `team`, or of the whole
 * organisation when it is null: each number once, its older master record, as the other employee
 * lookups read it, with their manager's number and names from the manager's own record.
 */
function peopleWorking(orgId: string, on: string, team: TeamOf | null) {
  return sql`
    masters as (
      select distinct on (employee_number) employee_number, data from records
      where org_id = ${orgId} and form_id = ${EMPLOYEE_FORM_ID} and deleted_at is null
        and employee_number is not null
      order by employee_number, created_at, id
    ),
    people as (
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
    )`;
}

const toCard = (row: CardRow): EmployeeCard => ({
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
});

/**
 * The first `limit` people working on `on` of `team` (the organisation when null) that `filters`
 * keep, by name, and how many it keeps in all: PostgreSQL narrows and counts, so an organisation
 * of any size sends a page.
 */
export async function activeEmployeeCards(
  tx: Tx,
  orgId: string,
  on: string,
  team: TeamOf | null,
  { filters = {}, limit }: { filters?: CardFilters; limit?: number } = {},
): Promise<{ cards: EmployeeCard[]; total: number }> {
  const department = filters.department?.trim().toLowerCase();
  const { rows } = await sql<CardRow & { total: number }>`
    with ${peopleWorking(orgId, on, team)}
    select *, count(*) over ()::int as total from people
    where (${department ?? null}::text is null or lower(department) = ${department ?? null})
      and (${filters.site ?? null}::text is null or site_id = ${filters.site ?? null})
      and (${filters.manager ?? null}::text is null or manager_number = ${filters.manager ?? null})
    order by lower(last_name), lower(first_name), employee_number
    limit ${limit ?? null}
  `.execute(tx);
  return { cards: rows.map(toCard), total: rows[0]?.total ?? 0 };
}

interface ChoiceRow {
  kind: 'department' | 'site' | 'manager';
  id: string;
  label: string | null;
  first_name: string | null;
  last_name: string | null;
}

const byLabel =
  <T>(label: (item: T) => string) =>
  (a: T, b: T) =>
    label(a).localeCompare(label(b));

/**
 * Each department (in one spelling), site and manager of the people working on `on` of `team`
 * (the organisation when null), by label, `max` of each: what filters over them may offer.
 */
export async function employeeCardChoices(
  tx: Tx,
  orgId: string,
  on: string,
  team: TeamOf | null,
  max: number,
): Promise<CardChoices> {
  const { rows } = await sql<ChoiceRow>`
    with ${peopleWorking(orgId, on, team)}
    (select 'department' as kind, min(department) as id, min(department) as label,
        null as first_name, null as last_name
      from people where department is not null
      group by lower(department) order by lower(min(department)) limit ${max})
    union all
    (select 'site', site_id, min(site_label), null, null from people where site_id is not null
      group by site_id order by lower(min(site_label)) limit ${max})
    union all
    (select 'manager', manager_number, null, min(manager_first_name), min(manager_last_name)
      from people where manager_number is not null
      group by manager_number
      order by lower(min(manager_first_name)), lower(min(manager_last_name)) limit ${max})
  `.execute(tx);
  const of = (kind: ChoiceRow['kind']) => rows.filter((row) => row.kind === kind);
  return {
    departments: of('department')
      .map((row) => row.id)
      .sort(byLabel(String)),
    sites: of('site')
      .map((row) => ({ id: row.id, label: row.label ?? '' }))
      .sort(byLabel((site) => site.label)),
    managers: of('manager')
      .map((row) => ({
        employeeNumber: row.id,
        name: fullName(row.first_name, row.last_name, row.id),
      }))
      .sort(byLabel((manager) => manager.name)),
  };
}
