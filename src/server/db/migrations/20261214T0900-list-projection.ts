import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each record's list projection (the fields its list shows), kept beside the document by
  // every write, so a list page reads no document. Null until derived: the start re-derives
  // every form's records (their index plans now name the projection), and a list reads the
  // document for a record without one.
  await sql`alter table records add column list_data json`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table records drop column list_data`.execute(db);
}
