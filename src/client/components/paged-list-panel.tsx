import { Box, Text } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import type { useKeysetQuery } from '../lib/use-keyset-pages';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { LoadMore } from './load-more';
import { Panel } from './panel';
import { TableSkeleton } from './table-skeleton';

interface PagedListPanelProps {
  pages: Omit<ReturnType<typeof useKeysetQuery<unknown>>, 'pages'>;
  /** Shown when the first page fails, with a retry button. */
  loadErrorMessage: string;
  empty: ComponentProps<typeof EmptyState>;
  /** The table of the items loaded so far. */
  children: ReactNode;
}

/** A "Load more" list in a panel: skeleton, load error, empty state, then the rows. */
export function PagedListPanel({ pages, loadErrorMessage, empty, children }: PagedListPanelProps) {
  const { items, hasMore, isLoading, loadingMore, error, loadMore, retry } = pages;
  if (isLoading)
    return (
      <Panel>
        <TableSkeleton />
      </Panel>
    );
  if (error && items.length === 0) {
    return (
      <Panel>
        <Box p="4">
          <LoadError message={loadErrorMessage} onRetry={retry} />
        </Box>
      </Panel>
    );
  }
  if (items.length === 0)
    return (
      <Panel>
        <EmptyState {...empty} />
      </Panel>
    );
  return (
    <Panel>
      {children}
      {error ? (
        <Text color="fg.error" fontSize="sm" px="4" py="2">
          More entries could not be loaded. Try again.
        </Text>
      ) : null}
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} />
    </Panel>
  );
}
