import { Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { IMPORT_PROBLEMS_PAGE, type ProblemsPage } from '../../../shared/api/import-batches';
import { LoadError } from '../../components/load-error';
import { TableSkeleton } from '../../components/table-skeleton';
import { PageButtons } from './page-buttons';
import { useCurrentAccount } from '../../lib/use-current-account';

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
        <Table.Root size="sm" striped stickyHeader aria-label="Problems found in the file">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader textAlign="end" w="16">
                Row
              </Table.ColumnHeader>
              <Table.ColumnHeader>Column</Table.ColumnHeader>
              <Table.ColumnHeader>Value</Table.ColumnHeader>
              <Table.ColumnHeader>Problem</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.items.map((problem, index) => (
              <Table.Row key={`${problem.row}-${problem.column}-${index}`}>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {problem.row}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{problem.column}</Table.Cell>
                <Table.Cell>
                  {problem.value === undefined ? (
                    <Text as="span" color="fg.muted">
                      (empty)
                    </Text>
                  ) : (
                    <Text as="span" fontFamily="mono" fontSize="xs">
                      {problem.value}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell color="fg.error">{problem.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <PageButtons page={page} pages={pages} onPage={setPage} />
    </>
  );
}
