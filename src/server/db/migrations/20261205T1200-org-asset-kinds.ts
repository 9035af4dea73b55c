import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A branding image is named `<kind>.<ext>` (as seeded) or `<kind>.<content hash>.<ext>` (as
  // uploaded), so its address changes with its content and long-cached copies never go stale.
  // The kind is read from the name: one image of each kind per organisation. Whether there is
  // a background is whether its image exists, so organizations.background goes.
  await sql`
    delete from org_assets a using organizations o
      where a.org_id = o.org_id and split_part(a.name, '.', 1) = 'background'
        and o.background is null;
    alter table org_assets
      add column kind text generated always as (split_part(name, '.', 1)) stored,
      add constraint org_assets_kind_check
        check (split_part(name, '.', 1) in ('logo', 'favicon', 'kiosk-logo', 'background'));
    create unique index org_assets_kind_key on org_assets (org_id, kind);
    alter table organizations drop column background;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table organizations add column background text;
    update organizations o set background = a.name
      from org_assets a where a.org_id = o.org_id and a.kind = 'background';
    drop index org_assets_kind_key;
    alter table org_assets drop constraint org_assets_kind_check, drop column kind;
  `.execute(db);
}
