import { Stack, Table, Text } from '@chakra-ui/react';
import type { GeneratedReports } from '../../../../shared/api/payroll-reports';
import { formatDateTime } from '../../../../shared/format/date-time';
import { EmptyState } from '../../../components/empty-state';
import { OffsetPager } from '../../../components/offset-pager';
import { MoneyText } from '../money-text';
import { StoredFileButton } from '../../../components/stored-file-button';

/** "ee", "total" -> "EE", "Total"; names already written out ("SSS EE") stay as they are. */
const totalLabel = (name: string) =>
  /\s/.test(name)
    ? name
    : name.length <= 3
      ? name.toUpperCase()
      : `${name[0]!.toUpperCase()}${name.slice(1)}`;

interface GeneratedFilesTableProps {
  page: GeneratedReports;
  offset: number;
  pageSize: number;
  onPage: (offset: number) => void;
}

/** The files made so far, newest first, each with its totals and a download. */
export function GeneratedFilesTable({ page, offset, pageSize, onPage }: GeneratedFilesTableProps) {
  if (page.total === 0)
    return (
      <EmptyState
        icon="list"
        title="No files yet"
        description="Generate a report above; each file is kept here for download."
      />
    );
  return (
    <>
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Report</Table.ColumnHeader>
              <Table.ColumnHeader>Period</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Rows</Table.ColumnHeader>
              <Table.ColumnHeader>Totals</Table.ColumnHeader>
              <Table.ColumnHeader>Made</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">File</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.items.map((report) => (
              <Table.Row key={report.id}>
                <Table.Cell minW="14rem" maxW="22rem" whiteSpace="normal">
                  <Text fontWeight="medium">{report.title}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {report.fileName}
                  </Text>
                  {report.skipped.length > 0 ? (
                    <Text
                      fontSize="xs"
                      color="fg.error"
                      title={report.skipped
                        .map((entry) => `${entry.name}: ${entry.reason}`)
                        .join('\n')}
                    >
                      {report.skipped.length} left out of the file
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell minW="8rem" maxW="16rem" whiteSpace="normal">
                  {report.periodLabel}
                </Table.Cell>
                <Table.Cell textAlign="end">{report.rows}</Table.Cell>
                <Table.Cell>
                  <Stack gap="0" fontSize="sm">
                    {Object.entries(report.totals).map(([name, value]) => (
                      <Text key={name} whiteSpace="nowrap">
                        {totalLabel(name)} <MoneyText value={value} />
                      </Text>
                    ))}
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Text fontSize="sm">{report.createdBy}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(report.createdAt)}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <StoredFileButton fileId={report.fileId} fileName={report.fileName} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {page.total > pageSize ? (
        <OffsetPager
          offset={offset}
          shown={page.items.length}
          total={page.total}
          pageSize={pageSize}
          onChange={onPage}
        />
      ) : null}
    </>
  );
}
