import useSWRInfinite from 'swr/infinite';
import type { ApiError } from './api-error';
import type { ApiKey } from './swr-keys';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const PAGE_SIZE = 50;

/** Keyset paging ("Load more") over a list endpoint that answers { items, nextCursor }. */
export function useKeysetPages<T>(basePath: string, scope: string) {
  const getKey = (_index: number, previous: Page<T> | null): ApiKey | null => {
    if (previous && !previous.nextCursor) return null;
    const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (previous?.nextCursor) query.set('cursor', previous.nextCursor);
    return { path: `${basePath}?${query.toString()}`, scope };
  };
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<
    Page<T>,
    ApiError
  >(getKey, {
    revalidateFirstPage: false,
  });
  const pages = data ?? [];
  return {
    items: pages.flatMap((page) => page.items),
    hasMore: Boolean(pages[pages.length - 1]?.nextCursor),
    isLoading,
    loadingMore: isValidating && size > pages.length,
    error,
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}
