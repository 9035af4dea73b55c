import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // An account holds several roles: the built-in ones (admin, hr, payroll, approver, employee)
  // and the organisation's own, which are named sets of permissions. Role ids are slugs; an own
  // role's id never equals a built-in name (checked by the code that creates it).
  await sql`
    alter table accounts add column roles text[] not null default '{employee}';
    update accounts set roles = array[role];
    alter table accounts drop column role;
    alter table accounts add constraint accounts_roles_present check (cardinality(roles) > 0);

    create table org_roles (
      org_id text not null references organizations,
      role_id text not null,
      name text not null,
      description text not null default '',
      permissions text[] not null default '{}',
      created_by text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (org_id, role_id)
    );
    -- A file readable beyond its uploader names what reads it, as roles now grant it.
    update files set readable_by = '{payroll.read}' where readable_by is not null;

    create unique index org_roles_name_key on org_roles (org_id, lower(name));

    alter table org_roles enable row level security;
    alter table org_roles force row level security;
    create policy tenant_isolation on org_roles
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table org_roles;
    alter table accounts add column role text not null default 'employee';
    update accounts set role = roles[1];
    alter table accounts drop column roles;
  `.execute(db);
}
