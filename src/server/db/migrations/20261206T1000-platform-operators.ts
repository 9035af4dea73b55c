import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Platform operators belong to no organisation: they start, suspend, export and delete
  // organisations from the platform console. Their tables are readable only outside any
  // organisation's transaction (app.org_id unset), so nothing scoped to an organisation can
  // reach an operator's password hash or session. The audit of what they did is written from
  // either side (acting on an organisation writes it in the organisation's transaction); an
  // organisation's transaction sees (and its deletion deletes) only what names it, which its own
  // audit trail holds too.
  await sql`
    create table platform_operators (
      operator_id uuid primary key default gen_random_uuid(),
      email text not null,
      name text not null,
      password_hash text not null,
      created_at timestamptz not null default now(),
      last_sign_in_at timestamptz,
      disabled_at timestamptz
    );
    create unique index platform_operators_email_key on platform_operators (lower(email));
    create table platform_sessions (
      session_id uuid primary key default gen_random_uuid(),
      operator_id uuid not null references platform_operators on delete cascade,
      token_hash bytea not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip text,
      user_agent text
    );
    create table platform_audit (
      audit_id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      operator text not null,
      action text not null,
      subject_org text,
      detail jsonb not null default '{}',
      ip text
    );
    create index platform_audit_subject_idx on platform_audit (subject_org);
  `.execute(db);
  for (const table of ['platform_operators', 'platform_sessions']) {
    await sql`
      alter table ${sql.table(table)} enable row level security;
      alter table ${sql.table(table)} force row level security;
      create policy platform_only on ${sql.table(table)}
        using (nullif(current_setting('app.org_id', true), '') is null)
        with check (nullif(current_setting('app.org_id', true), '') is null);
    `.execute(db);
  }
  await sql`
    alter table platform_audit enable row level security;
    alter table platform_audit force row level security;
    create policy platform_audit_read on platform_audit for select
      using (nullif(current_setting('app.org_id', true), '') is null
        or subject_org = nullif(current_setting('app.org_id', true), ''));
    create policy platform_audit_delete on platform_audit for delete
      using (subject_org = nullif(current_setting('app.org_id', true), ''));
    create policy platform_audit_write on platform_audit for insert with check (true);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table platform_audit, platform_sessions, platform_operators`.execute(db);
}
