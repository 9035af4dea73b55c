import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One upload of the batch importer: the parsed rows stay here through mapping, the check
  // (a background run that writes only the report) and the commit, so neither re-reads a file.
  await sql`
    create table import_batches (
      org_id text not null,
      id uuid not null default gen_random_uuid(),
      form_id text not null,
      mode text not null check (mode in ('create', 'update')),
      file_name text not null,
      file_sha256 text not null,
      headers json not null,
      rows json not null,
      mapping json not null,
      mapping_version integer not null default 1,
      state text not null default 'uploaded'
        check (state in ('uploaded', 'checked', 'committed', 'undone')),
      report json,
      check_run_id uuid,
      commit_run_id uuid,
      error text,
      uploaded_by text not null,
      uploaded_at timestamptz not null default now(),
      committed_at timestamptz,
      undone_at timestamptz,
      primary key (org_id, id)
    );
    create index import_batches_form on import_batches (org_id, form_id, uploaded_at desc);
    create index import_batches_file on import_batches (org_id, form_id, file_sha256)
      where state = 'committed';
    alter table import_batches enable row level security;
    alter table import_batches force row level security;
    create policy tenant_isolation on import_batches
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
  // What a commit did to each record, so an undo can take it back: a created record is deleted,
  // an updated one gets its fields' before-values again unless someone edited it since.
  await sql`
    create table import_batch_rows (
      org_id text not null,
      batch_id uuid not null,
      record_id uuid not null,
      action text not null check (action in ('created', 'updated')),
      before json,
      version_after integer not null,
      primary key (org_id, batch_id, record_id),
      foreign key (org_id, batch_id) references import_batches (org_id, id) on delete cascade
    );
    alter table import_batch_rows enable row level security;
    alter table import_batch_rows force row level security;
    create policy tenant_isolation on import_batch_rows
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
    alter table record_history add column import_batch_id uuid;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table record_history drop column import_batch_id`.execute(db);
  await sql`drop table import_batch_rows`.execute(db);
  await sql`drop table import_batches`.execute(db);
}
