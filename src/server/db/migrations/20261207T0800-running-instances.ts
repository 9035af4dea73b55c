import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Not tenant data: the app processes running on this database, each beating while it lives,
    -- so the others can tell a run whose process died from one still being worked on.
    create table app_instances (
      instance_id uuid primary key,
      host text not null,
      pid integer not null,
      started_at timestamptz not null default now(),
      heartbeat_at timestamptz not null default now()
    );
    create index app_instances_heartbeat on app_instances (heartbeat_at);

    -- The instance working on a run (null while queued), and how many times it was started.
    alter table job_runs add column owner uuid, add column attempts integer not null default 0;

    -- Not tenant data: browser validators by content hash, so an instance serves one another
    -- compiled (a form builder's type, a preview) as well as its own.
    create table form_validators (
      hash text primary key,
      code text not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table form_validators;
    alter table job_runs drop column owner, drop column attempts;
    drop table app_instances;
  `.execute(db);
}
