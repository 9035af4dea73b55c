import { Type, type Static } from 'typebox';
import { ChartPersonSchema } from './organization-chart';

/** The most of each kind one search answers: a palette shows a handful, ranked. */
export const SEARCH_LIMIT = 8;
/** A word this long finds people (a two-letter name); records need a longer one. */
export const PEOPLE_MIN_LENGTH = 2;
export const RECORDS_MIN_LENGTH = 3;

export const SearchQuerySchema = Type.Object(
  {
    /** Words, each the start of a word of every result (case ignored); not only spaces. */
    q: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

/** A record of a definition the caller may read, named as lookups name it. */
const SearchRecordSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    formId: Type.String(),
    /** The definition's title: what kind of record it is. */
    form: Type.String(),
    label: Type.String({ maxLength: 300 }),
    /** The record's page. */
    path: Type.String(),
  },
  { additionalProperties: false },
);
export type SearchRecord = Static<typeof SearchRecordSchema>;

/**
 * `GET /api/search?q=`: people on the organisation chart (what the directory shows everyone,
 * found by the words of their name, number or position) and records of every definition the caller may read (by
 * its `list.search` fields, within the caller's scope). Pages and actions come from the
 * caller's menu, which the client already holds.
 */
export const SearchResponseSchema = Type.Object(
  {
    people: Type.Array(ChartPersonSchema, { maxItems: SEARCH_LIMIT }),
    records: Type.Array(SearchRecordSchema, { maxItems: SEARCH_LIMIT }),
  },
  { additionalProperties: false },
);
export type SearchResponse = Static<typeof SearchResponseSchema>;
