import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Organisations are created by the app role too (the demo seed, later provisioning), in a
  // transaction scoped to the organisation being created: it may create itself and nothing else.
  // The outbox's queue index leads with the organisation, like every other tenant index, since
  // the dispatcher reads one organisation's queue at a time.
  await sql`
    create policy organizations_create on organizations for insert
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
    drop index mail_outbox_queued_idx;
    create index mail_outbox_queued_idx on mail_outbox (org_id, mail_id) where status = 'queued';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop policy organizations_create on organizations;
    drop index mail_outbox_queued_idx;
    create index mail_outbox_queued_idx on mail_outbox (created_at) where status = 'queued';
  `.execute(db);
}
