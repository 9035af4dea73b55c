import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A ledger entry kept in step with an engine record (an imported leave credit adjustment):
  // the record's saves replace its entry and its deletion removes it, found by this id.
  await sql`
    alter table leave_ledger add column source_record_id uuid;
    create index leave_ledger_source_record on leave_ledger (org_id, source_record_id)
      where source_record_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index leave_ledger_source_record;
    alter table leave_ledger drop column source_record_id;
  `.execute(db);
}
