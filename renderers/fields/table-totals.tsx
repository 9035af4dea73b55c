import { Table } from '@chakra-ui/react';
import { formatFieldValue } from '../../src/shared/format/field-value';
import type { TableColumn } from './table-columns';

/** A footer summing the money columns (integer centavos, so the sum is exact); none without any. */
export function TableTotals(props: {
  columns: TableColumn[];
  rows: Record<string, unknown>[];
  trailing: number;
}) {
  const { columns, rows } = props;
  if (!columns.some((column) => column.field.kind === 'money') || rows.length === 0) return null;
  return (
    <Table.Footer position="sticky" bottom="0" bg="bg">
      <Table.Row fontWeight="semibold">
        <Table.Cell>Total</Table.Cell>
        {columns.map((column) => {
          if (column.field.kind !== 'money') return <Table.Cell key={column.name} />;
          const total = rows.reduce(
            (sum, row) =>
              sum + (typeof row[column.name] === 'number' ? (row[column.name] as number) : 0),
            0,
          );
          return (
            <Table.Cell key={column.name} textAlign="end" aria-label={`${column.title} total`}>
              {formatFieldValue(column.field, total)}
            </Table.Cell>
          );
        })}
        {props.trailing ? <Table.Cell /> : null}
      </Table.Row>
    </Table.Footer>
  );
}
