import { Table, Text } from '@chakra-ui/react';
import type { AttendanceFigures } from '../../../shared/api/attendance-dashboard';
import { DataTable, type DataColumn } from '../../components/data-table';
import { formatMinutes } from './attendance-figures';

interface AttendanceTableProps {
  /** The first column's title: Date, Department or Site. */
  groupTitle: string;
  rows: AttendanceFigures[];
  totals: AttendanceFigures;
}

const COUNTS: [keyof AttendanceFigures, string][] = [
  ['scheduled', 'Scheduled'],
  ['present', 'Present'],
  ['absent', 'Absent'],
  ['onLeave', 'On leave'],
  ['late', 'Late'],
];
const MINUTES: [keyof AttendanceFigures, string][] = [
  ['lateMinutes', 'Time late'],
  ['undertimeMinutes', 'Undertime'],
  ['overtimeMinutes', 'Overtime'],
];

const FIGURE_COLUMNS: DataColumn<AttendanceFigures>[] = [
  ...COUNTS.map(([field, title]) => ({
    id: field,
    header: title,
    numeric: true,
    value: (row: AttendanceFigures) => Number(row[field]).toLocaleString('en'),
  })),
  ...MINUTES.map(([field, title]) => ({
    id: field,
    header: title,
    numeric: true,
    value: (row: AttendanceFigures) => formatMinutes(Number(row[field])),
  })),
];

function FigureCells({ row }: { row: AttendanceFigures }) {
  return (
    <>
      {COUNTS.map(([field]) => (
        <Table.Cell key={field} textAlign="end" fontVariantNumeric="tabular-nums">
          {Number(row[field]).toLocaleString('en')}
        </Table.Cell>
      ))}
      {MINUTES.map(([field]) => (
        <Table.Cell key={field} textAlign="end" fontVariantNumeric="tabular-nums">
          {formatMinutes(Number(row[field]))}
        </Table.Cell>
      ))}
    </>
  );
}

/** One breakdown of the period: a row per group and the period's total. Counts are employee-days. */
export function AttendanceTable({ groupTitle, rows, totals }: AttendanceTableProps) {
  if (rows.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm" p="4">
        No time records in the period.
      </Text>
    );
  return (
    <DataTable
      rows={rows}
      columns={[
        { id: 'group', header: groupTitle, nowrap: true, value: (row) => row.key },
        ...FIGURE_COLUMNS,
      ]}
      rowKey={(row) => row.key}
      striped
      footer={
        <Table.Row fontWeight="semibold">
          <Table.Cell>Total</Table.Cell>
          <FigureCells row={totals} />
        </Table.Row>
      }
    />
  );
}
