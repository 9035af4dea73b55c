import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

const TABLES = ['sso_settings', 'sso_attempts', 'sso_codes'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // An organisation's OpenID Connect provider and its sign-in rules; the client secret is
  // sealed (AES-256-GCM under a key derived from the app secret), never stored in clear.
  // A sign-in under way (state, nonce and PKCE verifier), kept by the state's hash for ten
  // minutes and taken once. A one-time code the sign-in page exchanges for the session (60 s,
  // hashed, taken once).
  await sql`
    create table sso_settings (
      org_id text not null references organizations,
      enabled boolean not null default false,
      label text not null,
      issuer text not null,
      client_id text not null,
      client_secret bytea,
      allow_account_creation boolean not null default false,
      password_sign_in boolean not null default true,
      allowed_domains text[] not null default '{}',
      updated_by text not null,
      updated_at timestamptz not null default now(),
      primary key (org_id)
    );
    create table sso_attempts (
      org_id text not null references organizations,
      state_hash bytea not null,
      issuer text not null,
      nonce text not null,
      code_verifier text not null,
      expires_at timestamptz not null,
      primary key (org_id, state_hash)
    );
    create table sso_codes (
      org_id text not null,
      code_hash bytea not null,
      account_id uuid not null,
      expires_at timestamptz not null,
      primary key (org_id, code_hash),
      foreign key (org_id, account_id) references accounts on delete cascade
    );
    -- The code step a sign-in is waiting for says how its first step was passed, for the
    -- session it opens (a provider's sign-in has no first password to change).
    alter table sign_in_challenges
      add column method text not null default 'password' check (method in ('password', 'sso'));
  `.execute(db);
  for (const table of TABLES) {
    await sql`
      alter table ${sql.table(table)} enable row level security;
      alter table ${sql.table(table)} force row level security;
      create policy tenant_isolation on ${sql.table(table)}
        using (org_id = nullif(current_setting('app.org_id', true), ''))
        with check (org_id = nullif(current_setting('app.org_id', true), ''));
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sign_in_challenges drop column method;
    drop table sso_codes, sso_attempts, sso_settings;
  `.execute(db);
}
