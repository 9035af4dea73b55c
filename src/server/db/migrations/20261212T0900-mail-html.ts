import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The branded HTML body sent beside the text; null for mails queued before it (text alone).
  await sql`alter table mail_outbox add column body_html text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column body_html`.execute(db);
}
