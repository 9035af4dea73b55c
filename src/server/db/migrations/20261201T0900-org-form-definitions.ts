import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Record types an organisation builds in the browser (the form builder): the current
  // definition, as authored, and every saved version of it. Records of such a form live in
  // `records` like any other's; the definition row outlives them only while none is live.
  await sql`
    create table org_form_definitions (
      org_id text not null references organizations,
      form_id text not null,
      version integer not null,
      definition json not null,
      created_at timestamptz not null default now(),
      created_by text,
      updated_at timestamptz not null default now(),
      updated_by text,
      deleted_at timestamptz,
      primary key (org_id, form_id)
    );
    create table org_form_definition_versions (
      org_id text not null,
      form_id text not null,
      version integer not null,
      definition json not null,
      saved_at timestamptz not null default now(),
      saved_by text,
      note text,
      primary key (org_id, form_id, version),
      foreign key (org_id, form_id) references org_form_definitions on delete cascade
    );

    alter table org_form_definitions enable row level security;
    alter table org_form_definitions force row level security;
    create policy tenant_isolation on org_form_definitions
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
    alter table org_form_definition_versions enable row level security;
    alter table org_form_definition_versions force row level security;
    create policy tenant_isolation on org_form_definition_versions
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table org_form_definition_versions; drop table org_form_definitions`.execute(db);
}
