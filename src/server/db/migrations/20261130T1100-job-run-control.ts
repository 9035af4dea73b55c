import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Retry and cancel from the Queue screens: a run keeps the payload it was queued with (so a
  // failed one can be queued again as it was) and may end cancelled, before it started.
  await sql`
    alter table job_runs add column payload jsonb;
    alter table job_runs add column retry_of uuid;
    alter table job_runs drop constraint job_runs_state_check;
    alter table job_runs add constraint job_runs_state_check
      check (state in ('queued', 'running', 'succeeded', 'failed', 'cancelled'));
    create index job_runs_requested_idx on job_runs (org_id, requested_at desc, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index job_runs_requested_idx;
    delete from job_runs where state = 'cancelled';
    alter table job_runs drop constraint job_runs_state_check;
    alter table job_runs add constraint job_runs_state_check
      check (state in ('queued', 'running', 'succeeded', 'failed'));
    alter table job_runs drop column retry_of;
    alter table job_runs drop column payload;
  `.execute(db);
}
