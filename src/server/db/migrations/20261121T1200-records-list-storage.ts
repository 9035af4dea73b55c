import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

const KEY_COLUMNS = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 'n1', 'n2', 'n3', 'n4'];
const FLAG_COLUMNS = ['b1', 'b2'];

/** What a key column held for "no value" before this migration. */
const emptyOf = (column: string) =>
  column.startsWith('t')
    ? sql`''`
    : column.startsWith('n')
      ? sql`'-Infinity'::numeric`
      : sql`false`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Key columns a definition does not use become NULL (instead of '' / -Infinity / false), so
  // one partial index per column, `(org_id, form_id, column, id) where column is not null`,
  // holds exactly the records whose forms use it. That replaces one index per definition and
  // column: a few hundred partial indexes made the planner spend ~1 ms per list query proving
  // their predicates. Existing rows are re-derived by the start-up reconciliation.
  for (const column of [...KEY_COLUMNS, ...FLAG_COLUMNS]) {
    await sql`alter table records alter column ${sql.id(column)} drop not null,
      alter column ${sql.id(column)} drop default`.execute(db);
  }
  // Data as `json` (the text as written) rather than `jsonb`: PostgreSQL then sends a list's
  // records as they are stored instead of re-printing every jsonb value, which was most of a
  // list query's cost. Nothing queries inside `data` (lists use the key columns).
  await sql`alter table records alter column data type json using data::json`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table records alter column data type jsonb using data::jsonb`.execute(db);
  for (const column of [...KEY_COLUMNS, ...FLAG_COLUMNS]) {
    const empty = emptyOf(column);
    await sql`update records set ${sql.id(column)} = ${empty} where ${sql.id(column)} is null`.execute(
      db,
    );
    await sql`alter table records alter column ${sql.id(column)} set default ${empty},
      alter column ${sql.id(column)} set not null`.execute(db);
  }
}
