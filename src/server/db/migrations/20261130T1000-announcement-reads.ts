import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Read receipts of announcements (engine records of form 'announcement'): one per account,
  // the first opening; the key makes a second one a no-op.
  await sql`
    create table announcement_reads (
      org_id text not null references organizations,
      announcement_id uuid not null,
      account_id uuid not null,
      read_at timestamptz not null default now(),
      primary key (org_id, announcement_id, account_id),
      foreign key (org_id, announcement_id) references records on delete cascade,
      foreign key (org_id, account_id) references accounts on delete cascade
    );
    create index announcement_reads_account_idx on announcement_reads (org_id, account_id);

    alter table announcement_reads enable row level security;
    alter table announcement_reads force row level security;
    create policy tenant_isolation on announcement_reads
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table announcement_reads`.execute(db);
}
