import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The government, bank and payroll files made by the report writers (payroll/reports): each
  // run's stored file and what it holds, so the reports page lists past files for download.
  await sql`
    create table payroll_reports (
      org_id text not null references organizations,
      report_id uuid not null default gen_random_uuid(),
      writer_id text not null,
      -- The period as shown (2026-10, a cut-off's dates, 2026) and as asked (month, cutoffId, ...).
      period_label text not null,
      params jsonb not null,
      file_id uuid not null,
      file_name text not null,
      rows integer not null check (rows >= 0),
      -- Exact money strings by name, e.g. {"ee": "1250.00"}; json keeps the writer's order.
      totals json not null,
      -- Employees left out of the file and why (bank files: no account number).
      skipped jsonb not null default '[]',
      created_by text not null,
      created_at timestamptz not null default now(),
      primary key (org_id, report_id)
    );
    create index payroll_reports_created_idx on payroll_reports (org_id, created_at desc);

    alter table payroll_reports enable row level security;
    alter table payroll_reports force row level security;
    create policy tenant_isolation on payroll_reports
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payroll_reports`.execute(db);
}
