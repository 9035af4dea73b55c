import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // An organisation can be suspended (nobody of it signs in) and, once exported, deleted whole.
  // The app role deletes it in a transaction scoped to it, as it created it.
  await sql`
    alter table organizations
      add column suspended_at timestamptz,
      add column exported_at timestamptz;
    create policy organizations_delete on organizations for delete
      using (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop policy organizations_delete on organizations;
    alter table organizations drop column suspended_at, drop column exported_at;
  `.execute(db);
}
