import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { OffsetPager } from './offset-pager';
import { TableSkeleton } from './table-skeleton';

interface Rows {
  items: readonly unknown[];
  total: number;
}

interface SearchedListProps<T extends Rows> {
  /** Above the list whatever its state: the search box, with the list's heading and actions. */
  toolbar: ReactNode;
  /** The list's SWR answer; a total of 0 is an empty list. */
  list: { data: T | undefined; error: unknown; isLoading: boolean; mutate: () => Promise<unknown> };
  loadErrorMessage: string;
  /** The search in force: an empty answer to it says `noMatch` instead of `empty`. */
  searched: string;
  noMatch: string;
  empty: { title: string; description?: string };
  /** Lists paged by offset get the pager under the table. */
  paging?: { offset: number; pageSize: number; onChange: (offset: number) => void };
  /** The table of `data.items`. */
  children: (data: T) => ReactNode;
}

/** A searched list: its search box, then a skeleton, a load error, an empty state or the table. */
export function SearchedList<T extends Rows>({
  toolbar,
  list,
  loadErrorMessage,
  searched,
  noMatch,
  empty,
  paging,
  children,
}: SearchedListProps<T>) {
  const { data, error, isLoading, mutate } = list;
  return (
    <>
      {toolbar}
      {isLoading ? (
        <TableSkeleton />
      ) : error || !data ? (
        <Box p="4">
          <LoadError message={loadErrorMessage} onRetry={() => void mutate()} />
        </Box>
      ) : data.total === 0 ? (
        <EmptyState
          icon="list"
          title={searched ? noMatch : empty.title}
          description={searched ? undefined : empty.description}
        />
      ) : (
        <>
          {children(data)}
          {paging ? <OffsetPager {...paging} shown={data.items.length} total={data.total} /> : null}
        </>
      )}
    </>
  );
}
