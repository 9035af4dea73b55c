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
 * lookups read it, with their manager's number and names from the manager's own record. Each
 * document is parsed once (as jsonb), not once for each field read from it.
 */
function peopleWorking(orgId: string, on: string, team: TeamOf | null) {
  return sql`
    masters as (
      select distinct on (employee_number) employee_number, data::jsonb as data from records
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

interface ChoiceRow {
  id: string;
  label: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** A row of the cards' statement: a card in its place, or one of the filters' choices. */
type CardsRow =
  | { kind: 'card'; at: number; row: CardRow; total: number }
  | { kind: 'department' | 'site' | 'manager'; at: number; row: ChoiceRow; total: null };

/** Each department (in one spelling), site and manager of `people`, `max` of each, as rows. */
const choicesOf = (max: number) => sql`
  union all
  (select 'department', 0, json_build_object('id', min(department), 'label', min(department)), null
    from people where department is not null
    group by lower(department) order by lower(min(department)) limit ${max})
  union all
  (select 'site', 0, json_build_object('id', site_id, 'label', min(site_label)), null
    from people where site_id is not null
    group by site_id order by lower(min(site_label)) limit ${max})
  union all
  (select 'manager', 0, json_build_object('id', manager_number,
      'first_name', min(manager_first_name), 'last_name', min(manager_last_name)), null
    from people where manager_number is not null
    group by manager_number
    order by lower(min(manager_first_name)), lower(min(manager_last_name)) limit ${max})`;

const byLabel =
  <T>(label: (item: T) => string) =>
  (a: T, b: T) =>
    label(a).localeCompare(label(b));

function choicesIn(rows: readonly CardsRow[]): CardChoices {
  const of = (kind: CardsRow['kind']) =>
    rows.flatMap((row) => (row.kind === kind ? [row.row as ChoiceRow] : []));
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

/**
 * The first `limit` people working on `on` of `team` (the organisation when null) that `filters`
 * keep, by name, how many it keeps in all and, when `choices` is given, each department, site
 * and manager of the team (that many of each) for filters to offer. PostgreSQL narrows, counts
 * and pages in one statement, so an organisation of any size sends a page.
 */
export async function activeEmployeeCards(
  tx: Tx,
  orgId: string,
  on: string,
  team: TeamOf | null,
  {
    filters = {},
    limit,
    choices,
  }: { filters?: CardFilters; limit?: number; choices?: number } = {},
): Promise<{ cards: EmployeeCard[]; total: number; choices: CardChoices }> {
  const department = filters.department?.trim().toLowerCase() ?? null;
  const site = filters.site ?? null;
  const manager = filters.manager ?? null;
  const { rows } = await sql<CardsRow>`
    with ${peopleWorking(orgId, on, team)},
    kept as (
      select * from people
      where (${department}::text is null or lower(department) = ${department})
        and (${site}::text is null or site_id = ${site})
        and (${manager}::text is null or manager_number = ${manager})
    )
    (select 'card' as kind,
        row_number() over (order by lower(last_name), lower(first_name), employee_number)::int as at,
        to_json(k) as row, (select count(*) from kept)::int as total
      from kept k
      order by at limit ${limit ?? null})
    ${choices === undefined ? sql`` : choicesOf(choices)}
  `.execute(tx);
  const cards = rows.filter((row) => row.kind === 'card').sort((a, b) => a.at - b.at);
  return {
    cards: cards.map((row) => toCard(row.row as CardRow)),
    total: cards[0]?.total ?? 0,
    choices: choicesIn(rows),
  };
}
