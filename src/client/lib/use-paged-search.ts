import { useState } from 'react';
import useSWR from 'swr';
import { useDebouncedValue } from './use-debounced-value';
import type { ApiKey } from './swr-keys';

interface PageQuery {
  search: string;
  limit: number;
  offset: number;
}

/**
 * A list searched on the server and paged by offset: `keyFor` describes the request of one page.
 * The search is sent trimmed once typing pauses, and a new search starts again at the first page;
 * the previous answer stays on screen while the next one loads.
 */
export function usePagedSearch<T>(pageSize: number, keyFor: (query: PageQuery) => ApiKey) {
  const [search, setSearchText] = useState('');
  const [offset, setOffset] = useState(0);
  const searched = useDebouncedValue(search.trim(), 300);
  const list = useSWR<T>(keyFor({ search: searched, limit: pageSize, offset }), {
    keepPreviousData: true,
  });
  const setSearch = (next: string) => {
    setSearchText(next);
    setOffset(0);
  };
  return { search, setSearch, searched, offset, setOffset, list };
}
