import { useEffect, useState } from 'react';
import type { UsersQuery } from '../../../shared/api/users';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useReportFilters } from '../../lib/use-report-filters';

export const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;
const NAMES = ['q', 'role', 'status', 'page'] as const;

/**
 * The users list's search, filters and page, kept in the address so a filtered view can be
 * bookmarked: the search box writes there once typing pauses, and any change goes back to page 1.
 */
export function useUserFilters() {
  const { filters, setFilters } = useReportFilters(NAMES);
  const [search, setSearch] = useState(filters.q ?? '');
  const typed = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const q = filters.q ?? '';
  useEffect(() => {
    if (typed !== q) setFilters({ q: typed || undefined, page: undefined });
  }, [typed, q, setFilters]);

  const page = Math.max(1, Number.parseInt(filters.page ?? '1', 10) || 1);
  const query: UsersQuery = {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.status ? { status: filters.status as UsersQuery['status'] } : {}),
  };
  return {
    query,
    search,
    setSearch,
    role: filters.role,
    status: filters.status,
    filtered: Boolean(q || filters.role || filters.status),
    setRole: (role: string | undefined) => setFilters({ role, page: undefined }),
    setStatus: (status: string | undefined) => setFilters({ status, page: undefined }),
    setOffset: (offset: number) =>
      setFilters({ page: offset > 0 ? String(offset / PAGE_SIZE + 1) : undefined }),
  };
}
