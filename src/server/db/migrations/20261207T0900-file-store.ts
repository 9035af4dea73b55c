import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Where a file's bytes are kept: in its row (postgres) or as the object `<org_id>/<id>` of the
  // S3-compatible bucket (s3). Each row names its own, so files stay readable when the
  // deployment's FILE_STORE changes, until `npm run files -- move` brings them over.
  await sql`
    alter table files
      add column store text not null default 'postgres' check (store in ('postgres', 's3')),
      alter column body drop not null,
      add constraint files_body_in_row check ((body is not null) = (store = 'postgres'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table files drop constraint files_body_in_row, drop column store;
    alter table files alter column body set not null
  `.execute(db);
}
