import { Link, Table, Text } from '@chakra-ui/react';
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
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            {section.columns.map((column) => (
              <Table.ColumnHeader key={column.title} textAlign={end(column.kind)}>
                {column.title}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {section.rows.map((row, at) => {
            const to = linkOf(row);
            return (
              <Table.Row key={row.recordId ?? row.employeeNumber ?? at}>
                {row.cells.map((cell, index) => {
                  const kind = section.columns[index]?.kind ?? 'text';
                  return (
                    <Table.Cell key={index} textAlign={end(kind)} fontVariantNumeric="tabular-nums">
                      {index === 0 && to ? (
                        <Link asChild color="brand.fg" fontWeight="medium">
                          <RouterLink to={to}>{shown(cell, kind)}</RouterLink>
                        </Link>
                      ) : (
                        shown(cell, kind)
                      )}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            );
          })}
          {section.total ? (
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
          ) : null}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
