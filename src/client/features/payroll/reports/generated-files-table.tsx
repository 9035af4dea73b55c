import { Stack, Text } from '@chakra-ui/react';
import type { GeneratedReports } from '../../../../shared/api/payroll-reports';
import { formatDateTime } from '../../../../shared/format/date-time';
import { DataTable, type DataColumn } from '../../../components/data-table';
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

const COLUMNS: DataColumn<GeneratedReports['items'][number]>[] = [
  {
    id: 'report',
    header: 'Report',
    cellProps: { minW: '14rem', maxW: '22rem', whiteSpace: 'normal' },
    cell: (report) => (
      <>
        <Text fontWeight="medium">{report.title}</Text>
        <Text fontSize="xs" color="fg.muted">
          {report.fileName}
        </Text>
        {report.skipped.length > 0 ? (
          <Text
            fontSize="xs"
            color="fg.error"
            title={report.skipped.map((entry) => `${entry.name}: ${entry.reason}`).join('\n')}
          >
            {report.skipped.length} left out of the file
          </Text>
        ) : null}
      </>
    ),
  },
  {
    id: 'period',
    header: 'Period',
    value: (report) => report.periodLabel,
    cellProps: { minW: '8rem', maxW: '16rem', whiteSpace: 'normal' },
  },
  { id: 'rows', header: 'Rows', numeric: true, value: (report) => report.rows },
  {
    id: 'totals',
    header: 'Totals',
    cell: (report) => (
      <Stack gap="0" fontSize="sm">
        {Object.entries(report.totals).map(([name, value]) => (
          <Text key={name} whiteSpace="nowrap">
            {totalLabel(name)} <MoneyText value={value} />
          </Text>
        ))}
      </Stack>
    ),
  },
  {
    id: 'made',
    header: 'Made',
    nowrap: true,
    cell: (report) => (
      <>
        <Text fontSize="sm">{report.createdBy}</Text>
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(report.createdAt)}
        </Text>
      </>
    ),
  },
  {
    id: 'file',
    header: 'File',
    headerProps: { textAlign: 'end' },
    cellProps: { textAlign: 'end' },
    cell: (report) => <StoredFileButton fileId={report.fileId} fileName={report.fileName} />,
  },
];

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
      <DataTable rows={page.items} columns={COLUMNS} rowKey={(report) => report.id} />
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
