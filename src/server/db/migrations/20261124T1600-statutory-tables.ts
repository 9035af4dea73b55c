import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Statutory rates and tables, effective-dated and per organisation (an admin's new version must
  // never change another organisation's payroll). A version is never changed once added: a
  // payslip's trace names the versions it used, so a later version can only apply from its date.
  await sql`
    create table statutory_tables (
      org_id text not null references organizations,
      kind text not null check (kind in ('sss', 'philhealth', 'hdmf', 'withholding', 'premium', 'de_minimis', 'minimum_wage')),
      valid_from date not null,
      source text not null,
      data jsonb not null,
      created_by text not null,
      created_at timestamptz not null default now(),
      primary key (org_id, kind, valid_from)
    );
    alter table statutory_tables enable row level security;
    alter table statutory_tables force row level security;
    create policy tenant_isolation on statutory_tables
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table statutory_tables`.execute(db);
}
