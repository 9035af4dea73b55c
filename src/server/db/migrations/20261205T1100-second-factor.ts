import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

const TENANT_TABLES = [
  'account_second_factors',
  'account_recovery_codes',
  'sign_in_challenges',
  'sign_in_policies',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- An account's authenticator (TOTP): the secret encrypted with a key derived from the app
    -- secret (never readable back through the API), unconfirmed until the first code it gives,
    -- and the last time step accepted, so each code signs in once.
    create table account_second_factors (
      org_id text not null references organizations,
      account_id uuid not null,
      secret_sealed bytea not null,
      confirmed_at timestamptz,
      last_time_step bigint,
      created_at timestamptz not null default now(),
      primary key (org_id, account_id),
      foreign key (org_id, account_id) references accounts on delete cascade
    );

    -- One-use recovery codes, stored hashed; they go with the authenticator they back up.
    create table account_recovery_codes (
      org_id text not null,
      account_id uuid not null,
      code_hash bytea not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (org_id, account_id, code_hash),
      foreign key (org_id, account_id) references account_second_factors on delete cascade
    );

    -- The step between a correct password and a code: short-lived, one use, hashed like a
    -- session token, dead after a few wrong codes.
    create table sign_in_challenges (
      org_id text not null references organizations,
      challenge_id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      token_hash bytea not null,
      expires_at timestamptz not null,
      failures integer not null default 0,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (org_id, challenge_id),
      foreign key (org_id, account_id) references accounts on delete cascade
    );
    create unique index sign_in_challenges_token_key on sign_in_challenges (org_id, token_hash);

    -- The roles that must sign in with a second factor (the API checks the names).
    create table sign_in_policies (
      org_id text not null references organizations,
      two_factor_roles text[] not null default '{}',
      updated_by text not null,
      updated_at timestamptz not null default now(),
      primary key (org_id)
    );

    -- A session of someone who must use a second factor and has none yet: it may only enrol.
    alter table sessions add column must_enrol_second_factor boolean not null default false;
  `.execute(db);

  for (const table of TENANT_TABLES) {
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
    alter table sessions drop column must_enrol_second_factor;
    drop table sign_in_policies;
    drop table sign_in_challenges;
    drop table account_recovery_codes;
    drop table account_second_factors;
  `.execute(db);
}
