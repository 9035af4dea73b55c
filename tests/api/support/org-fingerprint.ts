import type pg from 'pg';
import { withClient } from './pg-client';

/** Every table that holds organisations' rows: those with an `org_id` column. */
export async function tenantTables(owner: pg.ClientConfig): Promise<string[]> {
  return withClient(owner, async (client) => {
    const { rows } = await client.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = current_schema() and c.column_name = 'org_id'
          and t.table_type = 'BASE TABLE'
        order by c.table_name`,
    );
    return rows.map((row) => row.table_name);
  });
}

/**
 * What one organisation holds, table by table (a row count and a digest of every row), read
 * as the owner: equal fingerprints before and after mean nothing of it was written.
 */
export async function orgFingerprint(
  owner: pg.ClientConfig,
  orgId: string,
  except: readonly string[] = [],
): Promise<Record<string, string>> {
  const tables = (await tenantTables(owner)).filter((table) => !except.includes(table));
  return withClient(owner, async (client) => {
    const entries: [string, string][] = [];
    for (const table of tables) {
      const { rows } = await client.query<{ n: number; digest: string | null }>(
        `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest
           from ${client.escapeIdentifier(table)} t where org_id = $1`,
        [orgId],
      );
      entries.push([table, `${rows[0]?.n}:${rows[0]?.digest ?? ''}`]);
    }
    return Object.fromEntries(entries);
  });
}
