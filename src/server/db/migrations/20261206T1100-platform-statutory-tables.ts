import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Statutory tables are the law's, the same for every organisation: the release carries the
  // reference versions, platform operators publish later ones here (a request of no
  // organisation: tenants read them and cannot write them), and an organisation keeps only its
  // own overrides where the law lets an employer pay more (statutory_tables). The copies each
  // organisation was seeded with were the reference's own.
  await sql`
    create table platform_statutory_tables (
      kind text not null check (kind in ('sss', 'philhealth', 'hdmf', 'withholding', 'premium', 'de_minimis', 'minimum_wage')),
      valid_from date not null,
      source text not null,
      data jsonb not null,
      published_by text not null,
      published_at timestamptz not null default now(),
      primary key (kind, valid_from)
    );
    alter table platform_statutory_tables enable row level security;
    alter table platform_statutory_tables force row level security;
    create policy platform_read on platform_statutory_tables for select using (true);
    create policy platform_publish on platform_statutory_tables for insert
      with check (nullif(current_setting('app.org_id', true), '') is null);

    delete from statutory_tables where created_by = 'system';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table platform_statutory_tables`.execute(db);
}
