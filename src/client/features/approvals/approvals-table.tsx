import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import type { ApplicationSummary } from '../../../shared/api/applications';
import { formatDateTime } from '../../../shared/format/date-time';

export function ApprovalsTable({ items }: { items: ApplicationSummary[] }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="md" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Employee</Table.ColumnHeader>
            <Table.ColumnHeader>Details</Table.ColumnHeader>
            <Table.ColumnHeader>Applied</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={item.id}>
              <Table.Cell>
                <Stack gap="0">
                  <Text fontWeight="medium">{item.employeeName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {item.employeeNumber}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>{item.summary}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(item.dateApplied)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette="orange" variant="subtle">
                  {item.status}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
