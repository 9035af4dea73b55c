import { sql } from 'kysely';
import type {
  ChartPerson,
  ColleagueResponse,
  OrganizationChartResponse,
} from '../../shared/api/organization-chart';
import type { StoredFile } from '../../shared/api/records';
import type { ReadDb } from '../db/org-reader';

interface ChartRow {
  id: string;
  employee_number: string;
  created_at: Date | string;
  first_name: string | null;
  last_name: string | null;
  position: string | null;
  department: string | null;
  photo: unknown;
  manager_number: string | null;
}

/**
 * Where the chart's people come from: live master records of the active and not separated on
 * `today`. Each is parsed once: `json_to_record` picks the fields the chart shows, where
 * `data ->> …` on a `json` column would parse the whole document again for every field.
 */
const onChart = (orgId: string, today: string) => sql`
    from records r
    cross join lateral json_to_record(r.data) as e(
      "firstName" text, "lastName" text, "position" text, "department" text,
      "active" text, "separationDate" text, "manager" json, "photo" json)
    where r.org_id = ${orgId} and r.form_id = 'ers-employee' and r.deleted_at is null
      and r.employee_number is not null
      and e."active" = 'true'
      and (nullif(e."separationDate", '') is null or e."separationDate" > ${today})`;

/** The chart's people (those `also` admits), in one statement without sorting or joins. */
async function chartRows(
  db: ReadDb,
  orgId: string,
  today: string,
  also = sql`true`,
): Promise<ChartRow[]> {
  const { rows } = await sql<ChartRow>`
    select r.id, r.employee_number, r.created_at, e."firstName" as first_name,
      e."lastName" as last_name, e."position", e."department", e."photo",
      e."manager" ->> 'employeeNumber' as manager_number
    ${onChart(orgId, today)} and ${also}
  `.execute(db);
  return rows;
}

const NO_MANAGERS: ReadonlyMap<string, ChartRow> = new Map();

/**
 * The people of these master records who are on the chart on `today`, in the order given (one
 * per employee number), without their managers: a search's answer.
 */
export async function chartPeopleOf(
  db: ReadDb,
  orgId: string,
  today: string,
  recordIds: readonly string[],
): Promise<ChartPerson[]> {
  if (recordIds.length === 0) return [];
  const rows = await chartRows(db, orgId, today, sql`r.id = any(${recordIds}::uuid[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  return recordIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row || seen.has(row.employee_number)) return [];
    seen.add(row.employee_number);
    return [personOf(row, NO_MANAGERS)];
  });
}

/** Whether this master record's person is on the chart on `today` (everyone signed in sees it). */
export async function isOnChart(
  db: ReadDb,
  orgId: string,
  recordId: string,
  today: string,
): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    select r.id ${onChart(orgId, today)} and r.id = ${recordId}
  `.execute(db);
  return rows.length > 0;
}

/** Negative when `a` was created before `b` (ties by id). */
const byAge = (a: ChartRow, b: ChartRow) =>
  new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || (a.id < b.id ? -1 : 1);

/** One record per employee number, the older, as the other employee lookups read it. */
function oncePerNumber(rows: ChartRow[]): Map<string, ChartRow> {
  const byNumber = new Map<string, ChartRow>();
  for (const row of rows) {
    const seen = byNumber.get(row.employee_number);
    if (!seen || byAge(row, seen) < 0) byNumber.set(row.employee_number, row);
  }
  return byNumber;
}

const text = (value: string | null) => value?.trim() || undefined;

/** The stored photo when it has the fragment's shape (`schemas/_defs/photo.json`). */
function photoOf(value: unknown): StoredFile | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, name, size, type } = value as Record<string, unknown>;
  return typeof id === 'string' &&
    typeof name === 'string' &&
    name !== '' &&
    Number.isSafeInteger(size) &&
    typeof type === 'string'
    ? { id, name, size: size as number, type }
    : undefined;
}

/** A manager who is not on the chart is not named, so their reports start lines of their own. */
function personOf(row: ChartRow, onChart: ReadonlyMap<string, ChartRow>): ChartPerson {
  const person: ChartPerson = {
    recordId: row.id,
    employeeNumber: row.employee_number,
    name:
      [text(row.first_name), text(row.last_name)].filter(Boolean).join(' ') || row.employee_number,
  };
  const position = text(row.position);
  const department = text(row.department);
  const photo = photoOf(row.photo);
  if (position) person.position = position;
  if (department) person.department = department;
  if (photo) person.photo = photo;
  const manager = row.manager_number;
  if (manager && manager !== row.employee_number && onChart.has(manager))
    person.managerNumber = manager;
  return person;
}

/** The organisation chart of `orgId` as of `today` (`YYYY-MM-DD`, the working day's date). */
export async function organizationChart(
  db: ReadDb,
  orgId: string,
  today: string,
  now = new Date(),
): Promise<OrganizationChartResponse> {
  const onChart = oncePerNumber(await chartRows(db, orgId, today));
  const employees = [...onChart.values()]
    .map((row) => personOf(row, onChart))
    .sort((a, b) => (a.employeeNumber < b.employeeNumber ? -1 : 1));
  return { generatedAt: now.toISOString(), employees };
}

/**
 * One person's card as the chart shows them on `today`, with their manager and direct reports;
 * undefined when they are not on the chart.
 */
export async function colleagueCard(
  db: ReadDb,
  orgId: string,
  today: string,
  employeeNumber: string,
): Promise<ColleagueResponse | undefined> {
  const own = oncePerNumber(
    await chartRows(db, orgId, today, sql`r.employee_number = ${employeeNumber}`),
  ).get(employeeNumber);
  if (!own) return undefined;
  const manager = own.manager_number;
  const around = oncePerNumber(
    await chartRows(
      db,
      orgId,
      today,
      sql`(e."manager" ->> 'employeeNumber' = ${employeeNumber}
        or r.employee_number = ${manager ?? ''})`,
    ),
  );
  around.set(employeeNumber, own);
  const people = (row: ChartRow) => personOf(row, around);
  const managerRow = manager && manager !== employeeNumber ? around.get(manager) : undefined;
  return {
    person: people(own),
    ...(managerRow ? { manager: people(managerRow) } : {}),
    reports: [...around.values()]
      .filter(
        (row) => row.manager_number === employeeNumber && row.employee_number !== employeeNumber,
      )
      .map(people)
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
