import { sql } from 'kysely';
import type { Tx } from '../db/tenant';

/** A table that holds organisations' rows, as PostgreSQL's catalogue describes it. */
export interface TenantTable {
  name: string;
  /** In column order, with each type as PostgreSQL writes it (`bytea`, `jsonb`...). */
  columns: { name: string; type: string }[];
  primaryKey: string[];
  /** The other tenant tables its foreign keys point at. */
  references: string[];
}

/**
 * Every table of the public schema with an `org_id` column, read from the catalogue rather than
 * listed by hand, so a table added later is exported and deleted with the rest.
 */
export async function tenantTables(tx: Tx): Promise<TenantTable[]> {
  const { rows } = await sql<TenantTable>`
    select c.relname as name,
      (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
         order by a.attnum)
       from pg_attribute a
       where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
      (select coalesce(json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)), '[]')
       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = c.oid and i.indisprimary) as "primaryKey",
      (select coalesce(json_agg(distinct target.relname), '[]')
       from pg_constraint f join pg_class target on target.oid = f.confrelid
       where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as "references"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and exists (select 1 from pg_attribute a
                  where a.attrelid = c.oid and a.attname = 'org_id' and not a.attisdropped)
    order by c.relname
  `.execute(tx);
  return rows;
}

/**
 * The tables in an order that deletes a row before the rows it references: each table comes
 * before every table its foreign keys point at (so `organizations` comes last).
 */
export function deletionOrder(tables: readonly TenantTable[]): TenantTable[] {
  const names = new Set(tables.map((table) => table.name));
  const pending = new Map(tables.map((table) => [table.name, table]));
  const ordered: TenantTable[] = [];
  while (pending.size > 0) {
    const referenced = new Set(
      [...pending.values()].flatMap((table) =>
        table.references.filter((name) => names.has(name) && pending.has(name)),
      ),
    );
    const free = [...pending.values()].filter((table) => !referenced.has(table.name));
    if (free.length === 0)
      throw new Error(`foreign keys form a circle among: ${[...pending.keys()].join(', ')}`);
    for (const table of free) {
      ordered.push(table);
      pending.delete(table.name);
    }
  }
  return ordered;
}
