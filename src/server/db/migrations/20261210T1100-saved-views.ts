import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A person's named list states (search, filters, sort, columns), shared or their own. The
  // state is what the list's URL holds; a view is only a name for it.
  await sql`
    create table saved_views (
      org_id text not null references organizations,
      view_id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      form_id text not null,
      name text not null,
      state jsonb not null,
      shared boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (org_id, view_id),
      foreign key (org_id, account_id) references accounts on delete cascade
    );
    create unique index saved_views_name on saved_views (org_id, account_id, form_id, lower(name));
    create index saved_views_shared on saved_views (org_id, form_id) where shared;
    alter table saved_views enable row level security;
    alter table saved_views force row level security;
    create policy tenant_isolation on saved_views
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table saved_views`.execute(db);
}
