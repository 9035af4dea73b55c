import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

const TENANT_TABLES = ['application_decisions', 'approval_links', 'leave_ledger'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Until now the table held only seeded placeholders with a summary and no details; they are
  // removed (per organisation, as row-level security binds the owner too) and refiled by the seed.
  const orgs = await sql<{ org_id: string }>`select org_id from organizations`.execute(db);
  for (const { org_id } of orgs.rows) {
    await sql`select set_config('app.org_id', ${org_id}, true)`.execute(db);
    await sql`delete from applications`.execute(db);
  }
  await sql`select set_config('app.org_id', '', true)`.execute(db);

  // An application keeps the approval chain it was filed under (`levels`, a snapshot of the
  // matrix), so editing the matrix never reroutes items already in flight. `current_level` and
  // `status` move only through a conditional update: of two approvers deciding at once, one wins.
  // `charge_minutes` is what approval takes from a leave or CTO balance (0 for unpaid leave).
  await sql`
    alter table applications
      add column kind text not null,
      add column details jsonb not null,
      add column date_from date not null,
      add column date_to date not null,
      add column levels jsonb not null,
      add column current_level integer not null default 1,
      add column charge_minutes integer not null default 0 check (charge_minutes >= 0),
      add column filed_by uuid not null,
      add column backdated boolean not null default false,
      add column updated_at timestamptz not null default now(),
      add constraint applications_status_check
        check (status in ('Pending', 'Approved', 'Rejected', 'Cancelled')),
      add constraint applications_dates_check check (date_from <= date_to);
    create index applications_employee_idx
      on applications (org_id, employee_number, date_from, date_to);
    create index applications_applied_idx on applications (org_id, date_applied desc);

    create table application_decisions (
      org_id text not null references organizations,
      decision_id bigint generated always as identity,
      application_id uuid not null,
      level integer not null,
      decision text not null check (decision in ('Approved', 'Rejected', 'Cancelled')),
      decided_by uuid not null,
      decided_by_name text not null,
      channel text not null check (channel in ('app', 'email')),
      remark text not null default '',
      decided_at timestamptz not null default now(),
      primary key (org_id, decision_id),
      foreign key (org_id, application_id) references applications (org_id, application_id)
    );
    create index application_decisions_app_idx on application_decisions (org_id, application_id);

    -- E-mailed decision links: only a hash is kept; a link works once, until it expires, and only
    -- while its application still waits at the level it was sent for.
    create table approval_links (
      org_id text not null references organizations,
      token_hash bytea not null,
      application_id uuid not null,
      level integer not null,
      account_id uuid not null,
      decision text not null check (decision in ('Approved', 'Rejected')),
      expires_at timestamptz not null,
      used_at timestamptz,
      primary key (org_id, token_hash),
      foreign key (org_id, application_id) references applications (org_id, application_id)
    );

    -- Leave and CTO balances are the sum of a ledger: grants (accrual, adjustment, CTO earned)
    -- are positive, uses negative, in minutes (a leave day is 480), so balances are exact.
    create table leave_ledger (
      org_id text not null references organizations,
      entry_id bigint generated always as identity,
      employee_number text not null,
      leave_type text not null,
      minutes integer not null check (minutes <> 0),
      reason text not null check (reason in ('accrual', 'adjustment', 'use', 'restore', 'cto-earned', 'cto-withdrawn')),
      period text,
      application_id uuid,
      note text not null default '',
      recorded_by text not null,
      recorded_at timestamptz not null default now(),
      removed_at timestamptz,
      primary key (org_id, entry_id)
    );
    create index leave_ledger_employee_idx on leave_ledger (org_id, employee_number, leave_type);
    -- One accrual per employee, leave type and period: running an accrual twice grants once.
    create unique index leave_ledger_accrual_once on leave_ledger (org_id, employee_number, leave_type, period)
      where reason = 'accrual' and removed_at is null;
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
    drop table leave_ledger, approval_links, application_decisions;
    alter table applications
      drop constraint applications_status_check,
      drop constraint applications_dates_check,
      drop column kind, drop column details, drop column date_from, drop column date_to,
      drop column levels, drop column current_level, drop column charge_minutes, drop column filed_by, drop column backdated,
      drop column updated_at;
  `.execute(db);
}
