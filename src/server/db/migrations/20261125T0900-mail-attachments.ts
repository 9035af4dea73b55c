import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // What a mail attaches, by reference: [{ filename, contentType, source: { kind, ... } }]. The
  // SMTP dispatcher has the source's renderer make the bytes when it sends the mail, so no
  // document is stored twice and a mail never carries more than its source still says.
  await sql`alter table mail_outbox add column attachments jsonb not null default '[]'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column attachments`.execute(db);
}
