import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A digest of each stored day as its writer computed it, so a recompute reads the digests of
  // its range and sends only the days that changed. Null until a day is next stored, and made
  // null again by any update that does not set it (a fix by hand, say), so such a day is
  // always recomputed rather than trusted.
  await sql`alter table dtr_days add column figures_digest text`.execute(db);
  await sql`
    create function dtr_days_forget_digest() returns trigger language plpgsql as $$
    begin
      if new.figures_digest is not distinct from old.figures_digest then
        new.figures_digest := null;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger dtr_days_forget_digest before update on dtr_days
    for each row execute function dtr_days_forget_digest()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger dtr_days_forget_digest on dtr_days`.execute(db);
  await sql`drop function dtr_days_forget_digest()`.execute(db);
  await sql`alter table dtr_days drop column figures_digest`.execute(db);
}
