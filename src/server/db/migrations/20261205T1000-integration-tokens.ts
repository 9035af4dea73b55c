import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Named, scoped, expiring API tokens an organisation's administrators give other systems:
  // stored hashed (shown once), revocable, with their last use.
  await sql`
    create table integration_tokens (
      org_id text not null references organizations,
      token_id uuid not null default gen_random_uuid(),
      name text not null,
      token_hash bytea not null,
      scopes text[] not null,
      expires_at timestamptz not null,
      created_by text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz,
      primary key (org_id, token_id)
    );
    create unique index integration_tokens_hash_key on integration_tokens (org_id, token_hash);

    alter table integration_tokens enable row level security;
    alter table integration_tokens force row level security;
    create policy tenant_isolation on integration_tokens
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table integration_tokens`.execute(db);
}
