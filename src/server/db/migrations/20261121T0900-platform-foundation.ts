import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

const TENANT_TABLES = [
  'accounts',
  'sessions',
  'password_resets',
  'audit_log',
  'mail_outbox',
  'applications',
  'org_assets',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organizations (
      org_id text primary key check (org_id ~ '^[a-z0-9][a-z0-9-]*$'),
      trade_name text not null,
      registered_name text not null,
      color_template jsonb,
      flags jsonb not null default '{}',
      background text,
      created_at timestamptz not null default now()
    );
    create table org_assets (
      org_id text not null references organizations,
      name text not null,
      content_type text not null,
      body bytea not null,
      primary key (org_id, name)
    );
    create table accounts (
      org_id text not null references organizations,
      account_id uuid not null default gen_random_uuid(),
      username text not null,
      email text,
      employee_number text,
      first_name text not null,
      last_name text not null,
      suffix text,
      position text,
      department text,
      photo text,
      schedule_template text,
      has_breaks boolean not null default false,
      role text not null check (role in ('admin', 'hr', 'payroll', 'approver', 'employee')),
      status text not null default 'Active' check (status in ('Active', 'Change Password')),
      logged_in boolean not null default false,
      steps jsonb not null default '{"changePassword": false}',
      password_hash text not null,
      pin_hash text,
      preferences jsonb,
      disabled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (org_id, account_id)
    );
    create unique index accounts_username_key on accounts (org_id, lower(username));
    create table sessions (
      org_id text not null,
      session_id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      token_hash bytea not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      last_seen_at timestamptz not null default now(),
      revoked_at timestamptz,
      ip text,
      user_agent text,
      primary key (org_id, session_id),
      foreign key (org_id, account_id) references accounts on delete cascade
    );
    create unique index sessions_token_key on sessions (org_id, token_hash);
    create index sessions_account_idx on sessions (org_id, account_id) where revoked_at is null;
    create table password_resets (
      org_id text not null,
      reset_id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      token_hash bytea not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (org_id, reset_id),
      foreign key (org_id, account_id) references accounts on delete cascade
    );
    create unique index password_resets_token_key on password_resets (org_id, token_hash);
    create table audit_log (
      org_id text not null references organizations,
      audit_id bigint generated always as identity,
      at timestamptz not null default now(),
      account_id uuid,
      username text,
      module text not null,
      action text not null,
      detail jsonb not null default '{}',
      ip text,
      primary key (org_id, audit_id)
    );
    create table mail_outbox (
      org_id text not null references organizations,
      mail_id bigint generated always as identity,
      created_at timestamptz not null default now(),
      to_address text not null,
      subject text not null,
      body_text text not null,
      status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
      sent_at timestamptz,
      attempts integer not null default 0,
      last_error text,
      primary key (org_id, mail_id)
    );
    create index mail_outbox_queued_idx on mail_outbox (created_at) where status = 'queued';
    create table applications (
      org_id text not null references organizations,
      application_id uuid not null default gen_random_uuid(),
      approval_type text not null,
      employee_number text not null,
      employee_name text not null,
      status text not null,
      date_applied timestamptz not null,
      summary text not null default '',
      current_approver_ids uuid[] not null default '{}',
      primary key (org_id, application_id)
    );
    create index applications_approver_idx on applications using gin (current_approver_ids) where status = 'Pending';
    create table sign_in_throttle (
      key text primary key,
      failures integer not null,
      window_started_at timestamptz not null,
      locked_until timestamptz
    );
  `.execute(db);

  // Row-level security: a row is visible and writable only while app.org_id names its
  // organisation. FORCE makes the policy bind the table owner too.
  for (const table of TENANT_TABLES) {
    await sql`
      alter table ${sql.table(table)} enable row level security;
      alter table ${sql.table(table)} force row level security;
      create policy tenant_isolation on ${sql.table(table)}
        using (org_id = nullif(current_setting('app.org_id', true), ''))
        with check (org_id = nullif(current_setting('app.org_id', true), ''));
    `.execute(db);
  }
  // Branding is public (the sign-in page shows it); changing it is for the organisation itself.
  await sql`
    alter table organizations enable row level security;
    alter table organizations force row level security;
    create policy organizations_read on organizations for select using (true);
    create policy organizations_write on organizations for update
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table sign_in_throttle, applications, mail_outbox, audit_log, password_resets, sessions,
      accounts, org_assets, organizations;
  `.execute(db);
}
