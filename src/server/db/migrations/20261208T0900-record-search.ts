import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

/**
 * What separates the words of a record's search text: ASCII space and punctuation, so every
 * letter of every script stays in its word whatever the database's locale. The server splits
 * typed text the same way (src/server/search/search-words.ts).
 */
const SPLIT = '[\\s!-/:-@\\[-`{-~]+';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The command palette finds records by the words of their search text, each typed word the
  // start of one of them, across every definition at once. Row-level security rules out a
  // trigram index: LIKE is not leakproof, so PostgreSQL filters by it only after the policy and
  // never through an index. A b-tree over the words (C collation) is searched by prefix (`^@`)
  // with comparisons that are leakproof, so the index serves the organisation's rows.
  await sql`
    create table record_search_words (
      org_id text not null,
      record_id uuid not null,
      form_id text not null,
      word text collate "C" not null,
      primary key (org_id, word, form_id, record_id)
    );
    create index record_search_words_record on record_search_words (org_id, record_id, word);
    alter table record_search_words enable row level security;
    alter table record_search_words force row level security;
    create policy tenant_isolation on record_search_words
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));

    -- Kept by the database on every write of a record, whichever path writes it (a save, an
    -- import, a re-index when a definition's search fields change), as the writer's role.
    create function record_search_words_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.search is not distinct from old.search
         and (new.deleted_at is null) = (old.deleted_at is null) then
        return null;
      end if;
      if tg_op <> 'INSERT' then
        delete from record_search_words where org_id = old.org_id and record_id = old.id;
      end if;
      if tg_op <> 'DELETE' and new.deleted_at is null then
        insert into record_search_words (org_id, record_id, form_id, word)
        select distinct new.org_id, new.id, new.form_id, left(word, 100)
        from regexp_split_to_table(new.search, ${sql.lit(SPLIT)}) word
        where word <> ''
        on conflict do nothing;
      end if;
      return null;
    end $$;
    create trigger records_search_words after insert or update or delete on records
      for each row execute function record_search_words_sync();
  `.execute(db);

  // Existing records, an organisation at a time (row-level security binds the owner too).
  const orgs = await sql<{ org_id: string }>`select org_id from organizations`.execute(db);
  for (const { org_id } of orgs.rows) {
    await sql`select set_config('app.org_id', ${org_id}, true)`.execute(db);
    await sql`
      insert into record_search_words (org_id, record_id, form_id, word)
      select distinct org_id, id, form_id, left(word, 100)
      from records, regexp_split_to_table(search, ${sql.lit(SPLIT)}) word
      where deleted_at is null and word <> ''
      on conflict do nothing
    `.execute(db);
  }
  await sql`select set_config('app.org_id', '', true)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger records_search_words on records;
    drop function record_search_words_sync();
    drop table record_search_words;
  `.execute(db);
}
