import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A mailed link either resets a password or, for a new hire, sets the first one; the second
  // lasts days, not an hour, and also completes the first sign-in's change of password.
  await sql`
    alter table password_resets
      add column purpose text not null default 'reset' check (purpose in ('reset', 'activation'))
  `.execute(db);
  // One live employee master record per employee number and organisation: accounts, time
  // records, applications and payslips are all filed under it. (The save checks first and says
  // who holds the number; this is the backstop for two saves at once.)
  await sql`
    create unique index records_employee_number_key on records (org_id, employee_number)
      where form_id = 'ers-employee' and deleted_at is null
  `.execute(db);
  // Government numbers by their identity (digits; a TIN's nine), kept by the employee master's
  // saves, so "who else holds this SSS number" is an index lookup: under row-level security the
  // planner will not use an expression index into the records' json.
  await sql`
    create table employee_government_numbers (
      org_id text not null,
      record_id uuid not null,
      kind text not null check (kind in ('sss', 'philhealth', 'pagibig', 'tin')),
      identity text not null,
      primary key (org_id, record_id, kind),
      foreign key (org_id, record_id) references records (org_id, id) on delete cascade
    );
    create index employee_government_numbers_identity on employee_government_numbers (org_id, kind, identity);
    alter table employee_government_numbers enable row level security;
    alter table employee_government_numbers force row level security;
    create policy tenant_isolation on employee_government_numbers
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
    insert into employee_government_numbers (org_id, record_id, kind, identity)
    select org_id, id, kind, case when kind = 'tin' then left(digits, 9) else digits end
    from (
      select r.org_id, r.id, n.key as kind, regexp_replace(n.value, '[^0-9]', '', 'g') as digits
      from records r cross join lateral json_each_text(r.data->'governmentNumbers') n
      where r.form_id = 'ers-employee' and json_typeof(r.data->'governmentNumbers') = 'object'
    ) numbers
    where (kind = 'sss' and length(digits) = 10) or (kind in ('philhealth', 'pagibig') and length(digits) = 12)
      or (kind = 'tin' and length(digits) between 9 and 14)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table employee_government_numbers`.execute(db);
  await sql`drop index records_employee_number_key`.execute(db);
  await sql`alter table password_resets drop column purpose`.execute(db);
}
