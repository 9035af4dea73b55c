import { Box, Table } from '@chakra-ui/react';
import type { RecordAggregateResponse } from '../../../../shared/api/record-views';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { measureFormat, measureTitle } from './chart-series';

interface FiguresTableProps {
  figures: RecordAggregateResponse;
  fields: ReadonlyMap<string, FieldInfo>;
}

/** The figures behind the chart, with the totals of everything matched: what a reader can check. */
export function FiguresTable({ figures, fields }: FiguresTableProps) {
  const formats = figures.measures.map((measure) => measureFormat(measure, fields));
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {figures.groupBy.map((name) => (
              <Table.ColumnHeader key={name}>{fields.get(name)?.title ?? name}</Table.ColumnHeader>
            ))}
            {figures.measures.map((measure, index) => (
              <Table.ColumnHeader key={index} textAlign="end">
                {measureTitle(measure, fields)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {figures.groups.map((group) => (
            <Table.Row key={group.keys.map((key) => String(key.value)).join('\u0000')}>
              {group.keys.map((key, index) => (
                <Table.Cell key={index}>{key.label}</Table.Cell>
              ))}
              {group.values.map((value, index) => (
                <Table.Cell key={index} textAlign="end">
                  {formats[index]?.(value)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell colSpan={figures.groupBy.length}>Total</Table.Cell>
            {figures.totals.map((value, index) => (
              <Table.Cell key={index} textAlign="end">
                {formats[index]?.(value)}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
