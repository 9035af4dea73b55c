import { Link, Table, Text } from '@chakra-ui/react';
import { DataTable, type DataColumn } from '../../components/data-table';
import { Link as RouterLink } from 'react-router-dom';
import type {
  ReportCell,
  ReportColumn,
  ReportRow,
  ReportSection,
} from '../../../shared/api/pms-reports';

interface ReportTableProps {
  section: ReportSection;
  /** Where a row that is an appraisal or an employee leads, if anywhere. */
  linkOf: (row: ReportRow) => string | null;
}

const shown = (cell: ReportCell, kind: ReportColumn['kind']) => {
  if (cell === null || cell === '') return '—';
  if (kind === 'count') return Number(cell).toLocaleString('en');
  return String(cell);
};

/** One section of a report: its columns as the server titled them, numbers to the right. */
export function ReportTable({ section, linkOf }: ReportTableProps) {
  if (section.rows.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm" p="4">
        Nothing to show for these filters.
      </Text>
    );
  const end = (kind: ReportColumn['kind']) => (kind === 'text' ? 'start' : 'end');
  const columns: DataColumn<ReportRow>[] = section.columns.map((column, index) => ({
    id: String(index),
    header: column.title,
    headerProps: { textAlign: end(column.kind) },
    cellProps: { textAlign: end(column.kind), fontVariantNumeric: 'tabular-nums' },
    cell: (row) => {
      const cell = row.cells[index] ?? null;
      const to = index === 0 ? linkOf(row) : null;
      return to ? (
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={to}>{shown(cell, column.kind)}</RouterLink>
        </Link>
      ) : (
        shown(cell, column.kind)
      );
    },
  }));
  return (
    <DataTable
      rows={section.rows}
      columns={columns}
      rowKey={(row, at) => row.recordId ?? row.employeeNumber ?? String(at)}
      striped
      footer={
        section.total ? (
          <Table.Row fontWeight="semibold">
            {section.total.map((cell, index) => {
              const kind = section.columns[index]?.kind ?? 'text';
              return (
                <Table.Cell key={index} textAlign={end(kind)} fontVariantNumeric="tabular-nums">
                  {cell === null ? '' : shown(cell, kind)}
                </Table.Cell>
              );
            })}
          </Table.Row>
        ) : null
      }
    />
  );
}
