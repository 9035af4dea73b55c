import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A kiosk is a browser an admin authorized for quick punches. Its token is shown once and kept
  // only as a hash; revoking keeps the row, so punches recorded by it still name a known kiosk.
  // Punches name their kiosk by name, so live kiosks of one organisation have distinct names.
  await sql`
    create table kiosks (
      org_id text not null references organizations,
      kiosk_id uuid not null default gen_random_uuid(),
      name text not null,
      site text,
      token_hash bytea not null,
      created_by text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz,
      primary key (org_id, kiosk_id)
    );
    create unique index kiosks_token_key on kiosks (org_id, token_hash);
    create unique index kiosks_live_name_key on kiosks (org_id, lower(name)) where revoked_at is null;

    alter table kiosks enable row level security;
    alter table kiosks force row level security;
    create policy tenant_isolation on kiosks
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table kiosks`.execute(db);
}
