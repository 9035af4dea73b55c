import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

const TENANT_TABLES = ['records', 'record_history', 'files'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One table serves every definition. Fields a list sorts or filters on are copied into typed
  // key columns (t* text, n* numeric, b* boolean; which field sits in which column is the
  // definition's index plan) because under row-level security the planner will not use JSONB
  // expression indexes; per-definition partial indexes on those columns are reconciled at start.
  await sql`
    create table records (
      org_id text not null references organizations,
      id uuid not null default gen_random_uuid(),
      form_id text not null,
      version integer not null default 1,
      data jsonb not null,
      employee_number text,
      search text not null default '',
      t1 text not null default '', t2 text not null default '', t3 text not null default '',
      t4 text not null default '', t5 text not null default '', t6 text not null default '',
      t7 text not null default '', t8 text not null default '',
      n1 numeric not null default '-Infinity', n2 numeric not null default '-Infinity',
      n3 numeric not null default '-Infinity', n4 numeric not null default '-Infinity',
      b1 boolean not null default false, b2 boolean not null default false,
      created_at timestamptz not null default now(),
      created_by text,
      updated_at timestamptz not null default now(),
      updated_by text,
      deleted_at timestamptz,
      primary key (org_id, id)
    );
    create index records_updated_idx on records (org_id, form_id, updated_at, id)
      where deleted_at is null;
    create index records_created_idx on records (org_id, form_id, created_at, id)
      where deleted_at is null;
    create index records_deleted_idx on records (org_id, form_id, deleted_at, id)
      where deleted_at is not null;
    create index records_employee_idx on records (org_id, form_id, employee_number)
      where employee_number is not null;

    create table record_history (
      org_id text not null references organizations,
      record_id uuid not null,
      version integer not null,
      action text not null check (action in ('created', 'updated', 'deleted', 'restored')),
      at timestamptz not null default now(),
      by_username text,
      changes jsonb not null default '[]',
      primary key (org_id, record_id, version, action),
      foreign key (org_id, record_id) references records (org_id, id) on delete cascade
    );

    create table files (
      org_id text not null references organizations,
      id uuid not null default gen_random_uuid(),
      name text not null,
      content_type text not null,
      size integer not null check (size >= 0),
      body bytea not null,
      created_at timestamptz not null default now(),
      created_by text,
      primary key (org_id, id)
    );

    -- Not tenant data: which key column holds which field, per definition (see record indexes).
    create table record_index_plans (
      form_id text primary key,
      plan_hash text not null,
      plan jsonb not null,
      updated_at timestamptz not null default now()
    );
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
  await sql`drop table record_index_plans, files, record_history, records`.execute(db);
}
