import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

/** The copies of a list that drifted apart, and the one list each becomes. */
const MERGED = [
  { from: 'division', into: 'utility-division' },
  { from: 'employment-status', into: 'utility-employment-status' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Divisions and employment statuses were two definitions each (`reference/` and `utility/`);
  // now one, served at both addresses. The records of the dropped copy join the kept list with
  // their ids (nothing referenced them but their own list); one whose code the kept list already
  // has live is kept deleted, so no entry is lost and none appears twice.
  for (const { from, into } of MERGED) {
    await sql`
      update records r
      set form_id = ${into},
          deleted_at = case
            when r.deleted_at is null and exists (
              select 1 from records kept
              where kept.org_id = r.org_id and kept.form_id = ${into} and kept.deleted_at is null
                and lower(kept.data ->> 'code') = lower(r.data ->> 'code'))
            then now() else r.deleted_at end
      where r.form_id = ${from}
    `.execute(db);
    await sql`delete from record_index_plans where form_id = ${from}`.execute(db);
  }
}
