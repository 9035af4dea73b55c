import { Box, Table } from '@chakra-ui/react';
import type { RecordAggregateResponse as Figures } from '../../../../shared/api/record-views';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { measureFormat, measureTitle } from './chart-series';

interface FiguresTableProps {
  figures: Figures;
  fields: ReadonlyMap<string, FieldInfo>;
}

/** The figures behind the chart, with the totals of everything matched: what a reader can check. */
export function FiguresTable({ figures, fields }: FiguresTableProps) {
  const formats = figures.measures.map((measure) => measureFormat(measure, fields));
  type Group = Figures['groups'][number];
  const columns: DataColumn<Group>[] = [
    ...figures.groupBy.map((name, index) => ({
      id: `key-${index}`,
      header: fields.get(name)?.title ?? name,
      value: (group: Group) => group.keys[index]?.label,
    })),
    ...figures.measures.map((measure, index) => ({
      id: `measure-${index}`,
      header: measureTitle(measure, fields),
      headerProps: { textAlign: 'end' as const },
      cellProps: { textAlign: 'end' as const },
      cell: (group: Group) => {
        const value = group.values[index];
        return value === undefined ? null : formats[index]?.(value);
      },
    })),
  ];
  return (
    <Box overflowX="auto">
      <DataTable
        rows={figures.groups}
        columns={columns}
        rowKey={(group) => group.keys.map((key) => String(key.value)).join('\u0000')}
        scroll={false}
        footer={
          <Table.Row fontWeight="semibold">
            <Table.Cell colSpan={figures.groupBy.length}>Total</Table.Cell>
            {figures.totals.map((value, index) => (
              <Table.Cell key={index} textAlign="end">
                {formats[index]?.(value)}
              </Table.Cell>
            ))}
          </Table.Row>
        }
      />
    </Box>
  );
}
