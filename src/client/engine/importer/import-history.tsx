import { Badge, Table } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import {
  IMPORT_HISTORY_PAGE,
  type ImportHistory,
  type ImportHistoryItem,
  type ImportStatus,
} from '../../../shared/api/import-batches';
import { formatDateTime } from '../../../shared/format/date-time';
import { DataTable, type DataColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { TableSkeleton } from '../../components/table-skeleton';
import { PageButtons } from './page-buttons';
import { useCurrentAccount } from '../../lib/use-current-account';
import { UndoImportButton } from './undo-import-button';

const STATUS_COLORS: Record<ImportStatus, string> = {
  uploaded: 'gray',
  checking: 'blue',
  checked: 'blue',
  committing: 'blue',
  committed: 'green',
  failed: 'red',
  undone: 'orange',
};

const countsText = (item: ImportHistoryItem) => {
  const counts = item.counts;
  if (!counts) return '—';
  const parts = [`${counts.rowsRead} read`];
  if (item.status === 'committed' || item.status === 'undone')
    parts.push(
      `${counts.created} created`,
      `${counts.updated} updated`,
      `${counts.unchanged} unchanged`,
    );
  if (counts.bad > 0) parts.push(`${counts.bad} bad`);
  return parts.join(', ');
};

const columnsOf = (onUndone: () => void): DataColumn<ImportHistoryItem>[] => [
  { id: 'file', header: 'File', value: (item) => item.fileName },
  { id: 'by', header: 'By', value: (item) => item.uploadedBy },
  {
    id: 'uploaded',
    header: 'Uploaded',
    nowrap: true,
    value: (item) => formatDateTime(item.uploadedAt),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (item) => <Badge colorPalette={STATUS_COLORS[item.status]}>{item.status}</Badge>,
  },
  { id: 'rows', header: 'Rows', value: countsText },
  {
    id: 'undo',
    header: null,
    cellProps: { textAlign: 'end' },
    cell: (item) =>
      item.status === 'committed' ? (
        <UndoImportButton batchId={item.id} size="xs" onUndone={onUndone} />
      ) : null,
  },
];

/** The form's imports, newest first, with an undo for each committed one. */
export function ImportHistoryTable({ formId, version }: { formId: string; version: number }) {
  const account = useCurrentAccount();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useSWR<ImportHistory>({
    path: `/api/imports?formId=${encodeURIComponent(formId)}&page=${page}`,
    scope: account.accountId,
  });
  // A commit or undo on this screen changes the list: read it again.
  useEffect(() => {
    void mutate();
  }, [version, mutate]);
  if (error)
    return <LoadError message="The imports could not be loaded." onRetry={() => void mutate()} />;
  if (!data) return <TableSkeleton rows={3} />;
  if (data.total === 0)
    return (
      <EmptyState
        icon="list"
        title="No imports yet"
        description="Files imported here are listed with who imported them and when."
      />
    );
  const pages = Math.max(1, Math.ceil(data.total / IMPORT_HISTORY_PAGE));
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <DataTable
          ariaLabel="Imports of this form"
          rows={data.items}
          columns={columnsOf(() => void mutate())}
          rowKey={(item) => item.id}
          scroll={false}
        />
      </Table.ScrollArea>
      <PageButtons page={page} pages={pages} onPage={setPage} />
    </>
  );
}
