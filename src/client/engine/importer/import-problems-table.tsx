import { Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { IMPORT_PROBLEMS_PAGE, type ProblemsPage } from '../../../shared/api/import-batches';
import { DataTable, type DataColumn } from '../../components/data-table';
import { LoadError } from '../../components/load-error';
import { TableSkeleton } from '../../components/table-skeleton';
import { PageButtons } from './page-buttons';
import { useCurrentAccount } from '../../lib/use-current-account';

const COLUMNS: DataColumn<ProblemsPage['items'][number]>[] = [
  {
    id: 'row',
    header: 'Row',
    numeric: true,
    headerProps: { w: '16' },
    value: (problem) => problem.row,
  },
  { id: 'column', header: 'Column', nowrap: true, value: (problem) => problem.column },
  {
    id: 'value',
    header: 'Value',
    cell: (problem) =>
      problem.value === undefined ? (
        <Text as="span" color="fg.muted">
          (empty)
        </Text>
      ) : (
        <Text as="span" fontFamily="mono" fontSize="xs">
          {problem.value}
        </Text>
      ),
  },
  {
    id: 'problem',
    header: 'Problem',
    value: (problem) => problem.message,
    cellProps: { color: 'fg.error' },
  },
];

/** Every bad cell of a checked file, a page at a time: where, what it held, which rule it breaks. */
export function ImportProblemsTable({ batchId }: { batchId: string }) {
  const account = useCurrentAccount();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useSWR<ProblemsPage>({
    path: `/api/imports/batch/${encodeURIComponent(batchId)}/problems?page=${page}`,
    scope: account.accountId,
  });
  if (error)
    return <LoadError message="The problems could not be loaded." onRetry={() => void mutate()} />;
  if (!data) return <TableSkeleton rows={3} />;
  const pages = Math.max(1, Math.ceil(data.total / IMPORT_PROBLEMS_PAGE));
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="md">
        <DataTable
          ariaLabel="Problems found in the file"
          rows={data.items}
          columns={COLUMNS}
          rowKey={(problem, index) => `${problem.row}-${problem.column}-${index}`}
          striped
          stickyHeader
          scroll={false}
        />
      </Table.ScrollArea>
      <PageButtons page={page} pages={pages} onPage={setPage} />
    </>
  );
}
