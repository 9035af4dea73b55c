import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // What references a stored file: a record (`kind` 'record') or an application ('application')
  // whose document names it. A file is read by its uploader, by the roles `files.readable_by`
  // names (files the server makes for staff), and by whoever may read something that references
  // it; no longer by everyone signed in to the organisation.
  await sql`
    create table file_references (
      org_id text not null references organizations,
      file_id uuid not null,
      kind text not null,
      source_id uuid not null,
      primary key (org_id, file_id, kind, source_id),
      foreign key (org_id, file_id) references files on delete cascade
    );
    create index file_references_source_idx on file_references (org_id, kind, source_id);

    alter table file_references enable row level security;
    alter table file_references force row level security;
    create policy tenant_isolation on file_references
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
  // What the documents stored so far reference: any "id" in a record that is a file of its
  // organisation (record and file ids are both random uuids, so one is never the other), and
  // the attachments of applications.
  await sql`
    insert into file_references (org_id, file_id, kind, source_id)
    select distinct r.org_id, f.id, 'record', r.id
    from records r
    cross join lateral jsonb_path_query(r.data::jsonb, 'lax $.**.id') as ref(id)
    join files f on f.org_id = r.org_id and f.id::text = ref.id #>> '{}'
  `.execute(db);
  await sql`
    insert into file_references (org_id, file_id, kind, source_id)
    select distinct a.org_id, f.id, 'application', a.application_id
    from applications a
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(a.details -> 'attachments') = 'array'
        then a.details -> 'attachments' else '[]'::jsonb end) as attachment
    join files f on f.org_id = a.org_id and f.id::text = attachment ->> 'id'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table file_references`.execute(db);
}
