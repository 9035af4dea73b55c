import { sql, type RawBuilder } from 'kysely';
import type { ReadDb } from '../db/org-reader';

/**
 * What separates words: ASCII space and punctuation, as the database splits a record's search
 * text into `record_search_words` (migration 20261208T0900-record-search).
 */
const SEPARATORS = /[\s!-/:-@[-`{-~]+/;

/** The words of typed text, lower case and each once; more than five add nothing to a palette. */
export const searchWords = (text: string) =>
  [...new Set(text.toLowerCase().split(SEPARATORS).filter(Boolean))].slice(0, 5);

/** The highest code point: any text starting with a word sorts below the word followed by it. */
const LAST = '\u{10FFFF}';

/**
 * `column` starts with `word`, as a range of the C-collated b-tree: its bounds are parameters,
 * so a cached generic plan walks the index too (`^@` is turned into a range only for a value
 * known when planning).
 */
const startsWith = (column: RawBuilder<unknown>, word: string) =>
  sql`${column} >= ${word} and ${column} < ${word + LAST}`;

/** Counting a word's matches stops here: enough to tell a rare word from a common one. */
const COUNT_CAP = 1000;

/**
 * The words, the one starting the fewest stored words of the forms searched first (it drives
 * the search through the index; the others are checked per record), or none when one of them
 * starts no word at all.
 */
export async function rarestFirst(
  db: ReadDb,
  orgId: string,
  words: readonly string[],
  { forms, ownForms = [] }: SearchedForms,
): Promise<string[]> {
  const searched = [...forms, ...ownForms];
  const counts = sql.join(
    words.map(
      (word) => sql`select ${word}::text as word, (
        select count(*)::int from (
          select 1 from record_search_words
          where org_id = ${orgId} and ${startsWith(sql.ref('word'), word)}
            and form_id = any(${searched}::text[]) limit ${COUNT_CAP}
        ) found) as n`,
    ),
    sql` union all `,
  );
  const { rows } = await sql<{ word: string; n: number }>`${counts}`.execute(db);
  if (rows.some((row) => row.n === 0)) return [];
  // Of words past the cap, the longer is likely the rarer.
  return rows.sort((a, b) => a.n - b.n || b.word.length - a.word.length).map((row) => row.word);
}

/** Records a search looks at, at most: from the rarest word, before the other words' test. */
const CANDIDATES = 2000;

/**
 * Where a search looks: every record of `forms`, and of `ownForms` those naming the employee
 * `own` (forms a person may read only their own records of).
 */
export interface SearchedForms {
  forms: readonly string[];
  ownForms?: readonly string[];
  own?: string | null;
}

/**
 * The records searched with a word starting with the first of `words` (the rarest), found
 * through the index, and a test for `r` (records) having a word starting with each of the
 * others. Two statements rather than one join, so no plan can start from the common words.
 * One's own records come from the employee's index, so others' records cannot crowd them out.
 */
export async function withWords(
  db: ReadDb,
  orgId: string,
  words: readonly string[],
  { forms, ownForms = [], own = null }: SearchedForms,
) {
  const [driver = '', ...others] = words;
  const hasWord = (word: string) => sql`(
    select true from record_search_words w
    where w.org_id = ${orgId} and w.record_id = r.id and ${startsWith(sql.ref('w.word'), word)}
    limit 1) is not null`;
  // A person's own records are few: each is probed (a subquery per row, not a join that may
  // read every record with the word first).
  const owned =
    own !== null && ownForms.length > 0
      ? sql`union all (
          select r.id from records r
          where r.org_id = ${orgId} and r.form_id = any(${ownForms}::text[])
            and r.employee_number = ${own} and r.deleted_at is null and ${hasWord(driver)}
          limit ${CANDIDATES})`
      : sql``;
  const { rows } = await sql<{ record_id: string }>`
    select distinct record_id from (
      (select record_id from record_search_words
      where org_id = ${orgId} and ${startsWith(sql.ref('word'), driver)}
        and form_id = any(${forms}::text[])
      limit ${CANDIDATES})
      ${owned}
    ) found
  `.execute(db);
  const ids = rows.map((row) => row.record_id);
  const where = sql.join(
    [
      sql`r.org_id = ${orgId} and r.id = any(${ids}::uuid[])`,
      // A subquery per row (not an EXISTS, which may become a join over every record with
      // the common word): a probe of the (org, record, word) index for each candidate.
      ...others.map(hasWord),
    ],
    sql` and `,
  );
  return { empty: ids.length === 0, where };
}
