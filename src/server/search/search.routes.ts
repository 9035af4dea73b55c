import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  PEOPLE_MIN_LENGTH,
  RECORDS_MIN_LENGTH,
  SEARCH_LIMIT,
  SearchQuerySchema,
  SearchResponseSchema,
} from '../../shared/api/search';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { employeeKeys, peopleMatching } from './people-search';
import { recordsMatching, searchScope } from './record-search';
import { searchWords } from './search-words';

/** The command palette's search: people and readable records, in one read of the organisation. */
export const searchRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { reader, forms }) => {
  const keys = employeeKeys(forms);
  app.get(
    '/search',
    {
      config: { readOnly: true },
      schema: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const words = searchWords(request.query.q);
      if (words.length === 0) {
        const message = 'Search text q must have a word, not only spaces';
        throw new AppError('validation_failed', message, { fields: [{ path: '/q', message }] });
      }
      const longest = Math.max(...words.map((word) => word.length));
      const scope = searchScope(forms, who);
      return reader.read(who.orgId, async (db) => {
        // Each search is planned for its own words: a cached generic plan cannot tell a rare
        // word from one every record has, nor how many candidates the first statement found.
        await sql`set local plan_cache_mode = force_custom_plan`.execute(db);
        return {
          people:
            longest >= PEOPLE_MIN_LENGTH
              ? await peopleMatching(db, who.orgId, todayAtWork(), keys, words, SEARCH_LIMIT)
              : [],
          // One or two letters start too many words of too many kinds of record to be of use.
          records:
            longest >= RECORDS_MIN_LENGTH
              ? await recordsMatching(db, who, forms, scope, words, SEARCH_LIMIT)
              : [],
        };
      });
    },
  );
};
