import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A punch made from an imported record (a time record or a device log) names that record, so
  // an edit, a delete or an import undo replaces or removes exactly its punches.
  await sql`
    alter table punches add column source_record_id uuid;
    create index punches_source_record_idx on punches (org_id, source_record_id)
      where source_record_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table punches drop column source_record_id`.execute(db);
}
