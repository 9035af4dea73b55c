import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A change of an account's recovery (sign-in) e-mail that waits for its owner: the link
  // mailed to the new address, kept hashed like a reset link, one use, expiring. Spent when
  // confirmed or when a newer change, or a change made at once, replaces it.
  await sql`
    create table account_email_changes (
      org_id text not null references organizations,
      change_id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      new_email text not null,
      token_hash bytea not null,
      requested_by text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (org_id, change_id),
      foreign key (org_id, account_id) references accounts on delete cascade
    );
    create unique index account_email_changes_token_key on account_email_changes (org_id, token_hash);
    create index account_email_changes_pending_idx on account_email_changes (org_id, account_id)
      where used_at is null;

    alter table account_email_changes enable row level security;
    alter table account_email_changes force row level security;
    create policy tenant_isolation on account_email_changes
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table account_email_changes`.execute(db);
}
