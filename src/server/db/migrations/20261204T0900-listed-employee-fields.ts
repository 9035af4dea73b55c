import { sql, type Kysely, type RawBuilder } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead. (Its worker was
// exported unchanged for 20261213T0900-listed-positions, which does the same for positions.)

/** A text field of the holders that now names an entry of a list. */
interface Listed {
  field: string;
  list: string;
}

/** The employee master's, movements' and job openings' texts that now name an entry of a list. */
const LISTED: Listed[] = [
  { field: 'department', list: 'utility-team-department' },
  { field: 'employmentStatus', list: 'utility-employment-status' },
];
// A job opening's department becomes its hire's: it names an entry too.
const HOLDERS = ['ers-employee', 'ers-movement', 'ats-job-opening'];
const CODE_LENGTH = 20;

/** A list's index plan as the app stored it at its last start (record_index_plans.plan). */
interface StoredPlan {
  fields: { column: string; type: 'text' | 'number' | 'boolean'; path: string[] }[];
  search: string[][];
  employee: string[] | null;
}

const at = (path: string[]) => sql`(data #>> ${sql.val(path)}::text[])`;

/** The key columns, search text and employee number of `data`, as the app derived them then. */
function derived(plan: StoredPlan): RawBuilder<unknown>[] {
  const keys = plan.fields.map(({ column, type, path }) => {
    const value =
      type === 'text'
        ? sql`lower(left(coalesce(${at(path)}, ''), 200))`
        : type === 'number'
          ? sql`coalesce(${at(path)}::numeric, '-Infinity'::numeric)`
          : sql`coalesce(${at(path)}::boolean, false)`;
    return sql`${sql.id(column)} = ${value}`;
  });
  const search =
    plan.search.length === 0
      ? sql`''`
      : sql`lower(left(concat_ws(' ', ${sql.join(plan.search.map(at))}), 2000))`;
  const employee = plan.employee ? at(plan.employee) : sql`null`;
  return [...keys, sql`search = ${search}`, sql`employee_number = ${employee}`];
}

/** "Human resources" -> "HUMAN-RESOURCES", cut to the code's length and unique among `taken`. */
function codeFor(name: string, taken: Set<string>): string {
  const base = name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '-')
    .slice(0, CODE_LENGTH);
  let code = base;
  for (let n = 2; taken.has(code); n += 1)
    code = `${base.slice(0, CODE_LENGTH - String(n).length - 1)}-${n}`;
  taken.add(code);
  return code;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // The employee master kept its own status list and a free-text department; both now name an
  // entry of the organisation's list, and a changed value must be one.
  await addListedValues(db, LISTED, HOLDERS);
}

/**
 * Each value the holders' live records hold in a listed field that no live entry of its list
 * names (ignoring case) becomes an entry, so no record turns invalid.
 */
export async function addListedValues(
  db: Kysely<unknown>,
  listed: readonly Listed[],
  holders: readonly string[],
): Promise<void> {
  for (const { field, list } of listed) {
    const missing = await sql<{ org_id: string; name: string }>`
      select distinct on (r.org_id, lower(r.value)) r.org_id, r.value as name
      from (
        select org_id, btrim(data ->> ${field}) as value, created_at, id from records
        where form_id in (${sql.join(holders)}) and deleted_at is null
      ) r
      where r.value <> ''
        and not exists (
          select 1 from records e
          where e.org_id = r.org_id and e.form_id = ${list} and e.deleted_at is null
            and lower(btrim(e.data ->> 'name')) = lower(r.value))
      order by r.org_id, lower(r.value), r.created_at, r.id
    `.execute(db);
    if (missing.rows.length === 0) continue;
    const codes = await sql<{ org_id: string; code: string }>`
      select org_id, upper(data ->> 'code') as code from records
      where form_id = ${list} and data ->> 'code' is not null
    `.execute(db);
    const taken = new Map<string, Set<string>>();
    for (const { org_id, code } of codes.rows)
      taken.set(org_id, (taken.get(org_id) ?? new Set()).add(code));
    const ids: string[] = [];
    for (const { org_id, name } of missing.rows) {
      if (!taken.has(org_id)) taken.set(org_id, new Set());
      const data = { code: codeFor(name, taken.get(org_id) as Set<string>), name, active: true };
      const { rows } = await sql<{ id: string; version: number }>`
        insert into records (org_id, form_id, data, created_by, updated_by)
        values (${org_id}, ${list}, ${JSON.stringify(data)}::json, 'system', 'system')
        returning id, version
      `.execute(db);
      const record = rows[0] as { id: string; version: number };
      ids.push(record.id);
      await sql`
        insert into record_history (org_id, record_id, version, action, by_username, changes)
        values (${org_id}, ${record.id}::uuid, ${record.version}, 'created', 'system', '[]')
      `.execute(db);
    }
    // The list's sort keys and search text, by the plan it was last indexed with; without one
    // the next start derives them (a form with no stored plan is re-derived whole).
    const stored = await sql<{ plan: StoredPlan }>`
      select plan from record_index_plans where form_id = ${list}
    `.execute(db);
    const plan = stored.rows[0]?.plan;
    if (plan)
      await sql`update records set ${sql.join(derived(plan))} where id = any(${ids}::uuid[])`.execute(
        db,
      );
  }
}
