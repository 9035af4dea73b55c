import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

const TENANT_TABLES = ['punches', 'dtr_days'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Punches are facts (append-only; a correction is a new punch with its own source), and the
  // daily time record is derived from them, the schedule, the calendar and approved
  // applications: recomputed whenever one of those changes, never edited.
  await sql`
    create table punches (
      org_id text not null references organizations,
      punch_id uuid not null default gen_random_uuid(),
      employee_number text not null,
      punched_at timestamptz not null,
      direction text not null check (direction in ('in', 'out')),
      source text not null check (source in ('web-bundy', 'kiosk', 'import', 'correction')),
      recorded_by text not null,
      recorded_at timestamptz not null default now(),
      primary key (org_id, punch_id)
    );
    create index punches_employee_idx on punches (org_id, employee_number, punched_at);

    create table dtr_days (
      org_id text not null references organizations,
      employee_number text not null,
      work_date date not null,
      day_type text not null,
      scheduled_minutes integer not null,
      worked_minutes integer not null,
      late_minutes integer not null,
      undertime_minutes integer not null,
      absent boolean not null,
      absent_minutes integer not null,
      paid_leave_minutes integer not null,
      unpaid_leave_minutes integer not null,
      official_business_minutes integer not null,
      overtime_minutes integer not null,
      night_minutes integer not null,
      holiday_pay_days integer not null,
      buckets jsonb not null,
      exceptions text[] not null,
      schedule text not null,
      computed_at timestamptz not null default now(),
      primary key (org_id, employee_number, work_date)
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
  await sql`drop table dtr_days, punches`.execute(db);
}
