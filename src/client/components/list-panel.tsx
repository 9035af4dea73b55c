import { Box } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { Panel } from './panel';
import { TableSkeleton } from './table-skeleton';

interface ListPanelProps {
  /** The list's SWR answer. */
  list: { data: unknown; error: unknown; isLoading: boolean; mutate: () => Promise<unknown> };
  /** Shown, with a retry button, when it fails with nothing loaded before. */
  loadErrorMessage: string;
  /** Nothing to list: the empty state shows instead of the table. */
  isEmpty: boolean;
  empty: ComponentProps<typeof EmptyState>;
  /** The table of the items. */
  children: ReactNode;
}

/** A whole list (not paged) in a panel: skeleton, load error, empty state, then the table. */
export function ListPanel({ list, loadErrorMessage, isEmpty, empty, children }: ListPanelProps) {
  const { data, error, isLoading, mutate } = list;
  let body: ReactNode;
  if (isLoading) body = <TableSkeleton />;
  else if (error && !data)
    body = (
      <Box p="4">
        <LoadError message={loadErrorMessage} onRetry={() => void mutate()} />
      </Box>
    );
  else if (isEmpty) body = <EmptyState {...empty} />;
  else body = children;
  return <Panel>{body}</Panel>;
}
