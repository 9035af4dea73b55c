import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per background run (payroll computation, later documents and imports): what the
  // Queue screens poll. The run's id is also its pg-boss job's id. At most one run of a kind
  // per subject (e.g. a cut-off) may be queued or running at a time, which the partial unique
  // index enforces even between two requests racing each other.
  await sql`
    create table job_runs (
      org_id text not null references organizations,
      id uuid not null default gen_random_uuid(),
      kind text not null,
      subject text not null,
      state text not null default 'queued'
        check (state in ('queued', 'running', 'succeeded', 'failed')),
      done integer not null default 0 check (done >= 0),
      total integer not null default 0 check (total >= 0),
      message text not null default '',
      result jsonb,
      error text,
      requested_by text not null,
      requested_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      primary key (org_id, id)
    );
    create unique index job_runs_pending_idx on job_runs (org_id, kind, subject)
      where state in ('queued', 'running');

    alter table job_runs enable row level security;
    alter table job_runs force row level security;
    create policy tenant_isolation on job_runs
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table job_runs`.execute(db);
}
