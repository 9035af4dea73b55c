import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from './api-error';
import type { ApiKey } from './swr-keys';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const PAGE_SIZE = 50;

/**
 * Keyset paging ("Load more") over any request whose answer has { items, nextCursor }:
 * `keyFor(cursor)` describes the page after `cursor` (undefined for the first), or null to wait.
 */
export function useKeysetQuery<T, P extends Page<T> = Page<T>>(
  keyFor: (cursor: string | undefined) => ApiKey | null,
) {
  const getKey = (_index: number, previous: P | null): ApiKey | null => {
    if (previous && !previous.nextCursor) return null;
    return keyFor(previous?.nextCursor ?? undefined);
  };
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<
    P,
    ApiError
  >(getKey, {
    revalidateFirstPage: false,
  });
  const pages = data ?? [];
  // Stable, so a screen may reload from an effect without running it on every render.
  const reload = useCallback(async () => void (await mutate()), [mutate]);
  return {
    pages,
    items: pages.flatMap((page) => page.items),
    hasMore: Boolean(pages[pages.length - 1]?.nextCursor),
    isLoading,
    loadingMore: isValidating && size > pages.length,
    error,
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
    /** Fetches the loaded pages again; settles when they are in. */
    reload,
  };
}

/**
 * Keyset paging over a GET list endpoint that takes `limit` and `cursor` query parameters, and
 * any `filters` of its own.
 */
export function useKeysetPages<T>(
  basePath: string,
  scope: string,
  filters: Record<string, string> = {},
) {
  return useKeysetQuery<T>((cursor) => {
    const query = new URLSearchParams({ ...filters, limit: String(PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    return { path: `${basePath}?${query.toString()}`, scope };
  });
}
