import { Box, Table } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { OffsetPager } from './offset-pager';
import { Panel } from './panel';
import { TableSkeleton } from './table-skeleton';

interface OffsetListPanelProps {
  isLoading: boolean;
  /** A failure with nothing loaded before it: the panel says so, with a retry button. */
  failed: boolean;
  loadErrorMessage: string;
  onRetry: () => void;
  empty: ComponentProps<typeof EmptyState>;
  skeletonRows?: number;
  pager: Omit<ComponentProps<typeof OffsetPager>, 'shown'> & { shown: number };
  /** The table (`Table.Root`) of the page's items. */
  children: ReactNode;
}

/** A table paged by offset in a panel: skeleton, load error, empty state, then rows and pager. */
export function OffsetListPanel({
  isLoading,
  failed,
  loadErrorMessage,
  onRetry,
  empty,
  skeletonRows,
  pager,
  children,
}: OffsetListPanelProps) {
  let body: ReactNode;
  if (isLoading) body = <TableSkeleton rows={skeletonRows} />;
  else if (failed)
    body = (
      <Box p="4">
        <LoadError message={loadErrorMessage} onRetry={onRetry} />
      </Box>
    );
  else if (pager.shown === 0) body = <EmptyState {...empty} />;
  else
    body = (
      <>
        {/* Positioned, so a hidden header label (`srOnly`) scrolls with it, not past the page.
            A tab stop, so a keyboard scrolls a wide table whose cells hold nothing focusable. */}
        <Table.ScrollArea position="relative" tabIndex={0} focusRing="inside">
          {children}
        </Table.ScrollArea>
        <OffsetPager {...pager} />
      </>
    );
  return <Panel>{body}</Panel>;
}
