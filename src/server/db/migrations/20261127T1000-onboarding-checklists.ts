import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A new hire's onboarding checklist (spec: the accumulator). Its sub-forms are engine records
  // naming the employee; this row holds only what is the checklist's own: whose it is, when it
  // is due, which sub-forms HR made (not) required for this hire, reminders, and when HR copied
  // its data into the employee master.
  await sql`
    create table onboarding_checklists (
      org_id text not null,
      id uuid not null default gen_random_uuid(),
      account_id uuid not null,
      employee_number text not null,
      type text not null default 'onboarding' check (type in ('onboarding')),
      due_date date,
      required jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      created_by text not null,
      last_reminded_at timestamptz,
      applied_at timestamptz,
      applied_by text,
      primary key (org_id, id),
      unique (org_id, account_id, type),
      foreign key (org_id, account_id) references accounts (org_id, account_id) on delete cascade
    );
    create index onboarding_checklists_employee on onboarding_checklists (org_id, employee_number);
    alter table onboarding_checklists enable row level security;
    alter table onboarding_checklists force row level security;
    create policy tenant_isolation on onboarding_checklists
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table onboarding_checklists`.execute(db);
}
