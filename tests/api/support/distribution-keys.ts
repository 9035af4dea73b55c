import type pg from 'pg';
import { withClient } from './pg-client';

/** A primary key, unique constraint or unique index; a `null` column is an expression. */
interface UniqueKey {
  name: string;
  kind: 'primary key' | 'unique constraint' | 'unique index';
  columns: (string | null)[];
}

interface ForeignKey {
  name: string;
  columns: string[];
  target: string;
  targetColumns: string[];
}

/** One table of a schema, as the catalogue describes what distributing it needs. */
export interface CatalogueTable {
  name: string;
  hasOrgId: boolean;
  rowSecurity: boolean;
  keys: UniqueKey[];
  foreignKeys: ForeignKey[];
}

/**
 * The tables of one schema with their unique keys (key columns only, not INCLUDE ones, in
 * order) and foreign keys (column pairs in order), read from the catalogue as the owner.
 */
export async function readCatalogue(
  owner: pg.ClientConfig,
  schema: string,
): Promise<CatalogueTable[]> {
  return withClient(owner, async (client) => {
    const { rows } = await client.query<CatalogueTable>(
      `select c.relname as name, c.relrowsecurity as "rowSecurity",
         exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'org_id'
                   and a.attnum > 0 and not a.attisdropped) as "hasOrgId",
         (select coalesce(json_agg(json_build_object(
             'name', i.relname,
             'kind', case when x.indisprimary then 'primary key'
                          when k.oid is not null then 'unique constraint' else 'unique index' end,
             'columns', (select json_agg(a.attname order by key.n)
                         from generate_series(0, x.indnkeyatts - 1) key(n)
                         left join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[key.n]))
             order by i.relname), '[]')
          from pg_index x join pg_class i on i.oid = x.indexrelid
          left join pg_constraint k on k.conindid = x.indexrelid and k.conrelid = c.oid
            and k.contype in ('p', 'u')
          where x.indrelid = c.oid and x.indisunique) as keys,
         (select coalesce(json_agg(json_build_object(
             'name', f.conname,
             'target', t.relname,
             'columns', (select json_agg(a.attname order by u.n)
                         from unnest(f.conkey) with ordinality u(attnum, n)
                         join pg_attribute a on a.attrelid = f.conrelid and a.attnum = u.attnum),
             'targetColumns', (select json_agg(a.attname order by u.n)
                               from unnest(f.confkey) with ordinality u(attnum, n)
                               join pg_attribute a on a.attrelid = f.confrelid and a.attnum = u.attnum))
             order by f.conname), '[]')
          from pg_constraint f join pg_class t on t.oid = f.confrelid
          where f.conrelid = c.oid and f.contype = 'f') as "foreignKeys"
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p')
       order by c.relname`,
      [schema],
    );
    return rows;
  });
}

const listed = (columns: readonly (string | null)[]) =>
  columns.map((column) => column ?? '(expression)').join(', ');

/** Whether a foreign key sends its org_id to the target's org_id (the rows' shards match). */
const pairsOrgIds = (key: ForeignKey) =>
  key.columns.some((column, at) => column === 'org_id' && key.targetColumns[at] === 'org_id');

/**
 * What keeps a schema from being distributed by `org_id`, one line per offending table or key.
 * A tenant table is one with an `org_id` column or row-level security, unless listed as a
 * platform table; every other table must be listed. A tenant table's primary key and unique keys
 * must hold `org_id` as a column, and its foreign keys to tenant tables must pair `org_id` with
 * `org_id`. A platform table, kept whole, must not point at a tenant table's rows.
 */
export function distributionViolations(
  tables: readonly CatalogueTable[],
  platformTables: readonly string[],
): string[] {
  const platform = new Set(platformTables);
  const tenant = new Set(
    tables
      .filter((table) => !platform.has(table.name) && (table.hasOrgId || table.rowSecurity))
      .map((table) => table.name),
  );
  const present = new Set(tables.map((table) => table.name));
  const violations = platformTables
    .filter((name) => !present.has(name))
    .map((name) => `${name}: listed as a platform table, but there is no such table`);
  for (const table of tables) {
    const { name } = table;
    if (platform.has(name)) {
      if (table.hasOrgId) violations.push(`${name}: listed as a platform table, yet has org_id`);
      for (const key of table.foreignKeys.filter((each) => tenant.has(each.target)))
        violations.push(
          `${name}: platform table's foreign key ${key.name} points at ${key.target}`,
        );
      continue;
    }
    if (!tenant.has(name)) {
      violations.push(`${name}: neither a tenant table nor listed as a platform table`);
      continue;
    }
    if (!table.hasOrgId) violations.push(`${name}: row-level security but no org_id column`);
    if (!table.keys.some((key) => key.kind === 'primary key'))
      violations.push(`${name}: no primary key`);
    for (const key of table.keys.filter((each) => !each.columns.includes('org_id')))
      violations.push(`${name}: ${key.kind} ${key.name} (${listed(key.columns)}) lacks org_id`);
    for (const key of table.foreignKeys.filter((each) => tenant.has(each.target)))
      if (!pairsOrgIds(key))
        violations.push(
          `${name}: foreign key ${key.name} (${listed(key.columns)}) -> ${key.target} ` +
            `(${listed(key.targetColumns)}) does not pair org_id with org_id`,
        );
  }
  return violations;
}
