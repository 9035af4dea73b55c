import { Box, Table, Text } from '@chakra-ui/react';
import type { DeletedOrganizationAnswer } from '../../../shared/api/platform-console';
import type { OrganizationSummary } from '../../../shared/api/tenancy';
import { formatDateTime } from '../../../shared/format/date-time';
import { DoneDialog } from '../../components/done-dialog';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a deletion removed: rows per table (the ones it had), background jobs, the export. */
export function DeletedOrganizationDialog({
  org,
  deleted,
  onClose,
}: {
  org: OrganizationSummary;
  deleted: DeletedOrganizationAnswer;
  onClose: () => void;
}) {
  const tables = Object.entries(deleted.tables)
    .filter(([, rows]) => rows > 0)
    .sort(([a, rowsA], [b, rowsB]) => rowsB - rowsA || a.localeCompare(b));
  const rows = tables.reduce((sum, [, n]) => sum + n, 0);
  return (
    <DoneDialog
      title={<>&ldquo;{org.orgId}&rdquo; is deleted</>}
      size="md"
      scrollInside
      onClose={onClose}
    >
      <Text role="status">
        {org.tradeName}: {count(rows, 'row', 'rows')} in {count(tables.length, 'table', 'tables')}{' '}
        and {count(deleted.jobs, 'background job', 'background jobs')} are gone. Its export of{' '}
        {formatDateTime(deleted.exportedAt)} holds all of it.
      </Text>
      {tables.length > 0 ? (
        <Box borderWidth="1px" rounded="md" maxH="64" overflowY="auto">
          <Table.Root size="sm" aria-label="Deleted rows by table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Table</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Rows</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tables.map(([table, n]) => (
                <Table.Row key={table}>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {table}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {n}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
    </DoneDialog>
  );
}
