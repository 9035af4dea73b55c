import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The addresses an organisation's web bundy (and, when it says so, its kiosks) may be used
  // from: one row per organisation, the ranges as written (CIDR text, checked by the API) with
  // their labels. No row, an empty list or the switch off: every address is allowed.
  await sql`
    create table network_settings (
      org_id text not null references organizations,
      restricted boolean not null default false,
      include_kiosk boolean not null default false,
      ranges jsonb not null default '[]',
      updated_by text not null,
      updated_at timestamptz not null default now(),
      primary key (org_id)
    );

    alter table network_settings enable row level security;
    alter table network_settings force row level security;
    create policy tenant_isolation on network_settings
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table network_settings`.execute(db);
}
