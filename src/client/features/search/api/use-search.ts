import useSWR from 'swr';
import { PEOPLE_MIN_LENGTH, type SearchResponse } from '../../../../shared/api/search';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { ApiKey } from '../../../lib/swr-keys';
import { wordsOf } from '../palette-items';

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 150;

/**
 * The server's people and records for `query`, once typing settles; the last answer stays on
 * screen while the next loads, so the list does not flicker empty between keystrokes.
 */
export function useSearch(query: string, scope: string) {
  const settled = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const asks = wordsOf(settled).some((word) => word.length >= PEOPLE_MIN_LENGTH);
  const key: ApiKey | null = asks
    ? { path: `/api/search?q=${encodeURIComponent(settled)}`, scope, readOnly: true }
    : null;
  const { data, error, isLoading } = useSWR<SearchResponse>(key, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return {
    found: asks ? data : undefined,
    error,
    searching: isLoading || settled !== query.trim(),
  };
}
