import { Button, Table } from '@chakra-ui/react';
import type { ApplicationSummary } from '../../../../shared/api/applications';
import { APPLICATION_KINDS } from '../../../../shared/applications/application-kinds';
import { formatDateTime } from '../../../../shared/format/date-time';
import { formatSpan, levelText } from '../application-format';
import { StatusBadge } from '../status-badge';

/**
 * Applications newest first, a row opening one; `withKind` names the kind of each (a list of
 * every kind, as on an employee's profile).
 */
export function ApplicationsTable({
  items,
  onOpen,
  withKind = false,
}: {
  items: ApplicationSummary[];
  onOpen: (id: string) => void;
  withKind?: boolean;
}) {
  return (
    <Table.ScrollArea>
      <Table.Root size="md" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Details</Table.ColumnHeader>
            <Table.ColumnHeader>Dates</Table.ColumnHeader>
            <Table.ColumnHeader>Applied</Table.ColumnHeader>
            <Table.ColumnHeader>Level</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={item.id} cursor="pointer" onClick={() => onOpen(item.id)}>
              <Table.Cell>
                <Button
                  variant="plain"
                  size="sm"
                  p="0"
                  h="auto"
                  color="brand.fg"
                  textAlign="start"
                  whiteSpace="normal"
                >
                  {withKind
                    ? [APPLICATION_KINDS[item.kind].label, item.summary].filter(Boolean).join(' · ')
                    : item.summary}
                </Button>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatSpan(item)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(item.dateApplied)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{levelText(item)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={item.status} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
