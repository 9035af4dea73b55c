import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Who may read a stored file: null is everyone signed in to the organisation (attachments of
  // records, which the records' own rules guard), otherwise only these roles (e.g. a ZIP of
  // every payslip of a cut-off is for payroll staff alone).
  await sql`alter table files add column readable_by text[]`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files drop column readable_by`.execute(db);
}
