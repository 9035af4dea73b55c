import { Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import type { ReadersResponse } from '../../../shared/api/announcements';
import { formatDateTime } from '../../../shared/format/date-time';
import { DataTable, type DataColumn } from '../../components/data-table';
import { OffsetListPanel } from '../../components/offset-list-panel';
import { useCurrentAccount } from '../../lib/use-current-account';
import { announcementKeys } from './api/announcement-keys';

const PAGE_SIZE = 10;

type Reader = ReadersResponse['items'][number];

const COLUMNS: DataColumn<Reader>[] = [
  { id: 'name', header: 'Name', value: (read) => read.name },
  { id: 'employeeNumber', header: 'Employee number', value: (read) => read.employeeNumber ?? '—' },
  { id: 'read', header: 'Read', cell: (read) => formatDateTime(read.readAt) },
];

/** HR's view of the receipts: how many of the audience read it, and who, first readers first. */
export function AnnouncementReaders({ id }: { id: string }) {
  const account = useCurrentAccount();
  const [offset, setOffset] = useState(0);
  const { data, error, isLoading, mutate } = useSWR<ReadersResponse>(
    announcementKeys.readers(account.accountId, id, offset, PAGE_SIZE),
    { keepPreviousData: true },
  );
  const items = data?.items ?? [];
  return (
    <Box as="section" aria-labelledby="readers-heading">
      <Text id="readers-heading" fontWeight="semibold" mb="1">
        Read by
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
        {data
          ? `${data.readCount} of ${data.audienceSize} ${data.audienceSize === 1 ? 'person' : 'people'} in its audience have read it.`
          : 'Counting readers…'}
      </Text>
      <OffsetListPanel
        isLoading={isLoading && !data}
        failed={Boolean(error) && !data}
        loadErrorMessage="The readers could not be loaded."
        onRetry={() => void mutate()}
        empty={{
          icon: 'eye',
          title: 'Nobody has read it yet',
          description: 'Each reader appears here once, at their first opening.',
        }}
        skeletonRows={3}
        pager={{
          offset,
          shown: items.length,
          total: data?.readCount ?? 0,
          pageSize: PAGE_SIZE,
          onChange: setOffset,
        }}
      >
        <DataTable
          rows={items}
          columns={COLUMNS}
          rowKey={(read) => read.accountId}
          scroll={false}
        />
      </OffsetListPanel>
    </Box>
  );
}
