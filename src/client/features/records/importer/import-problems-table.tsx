import { Table, Text } from '@chakra-ui/react';
import type { ImportProblem } from '../../../../shared/api/record-import';

/** Every bad cell of a checked file: where it is, what it held and which rule it breaks. */
export function ImportProblemsTable({ problems }: { problems: ImportProblem[] }) {
  return (
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
          {problems.map((problem, index) => (
            <Table.Row key={`${problem.row}-${problem.field}-${index}`}>
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
  );
}
