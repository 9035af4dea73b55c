import { Button, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ApplicationSummary } from '../../../../shared/api/applications';
import { formatDateTime } from '../../../../shared/format/date-time';
import { formatSpan, levelText } from '../application-format';

const Checkbox = chakra('input', {
  base: { w: '4', h: '4', cursor: 'pointer', accentColor: 'brand.solid', verticalAlign: 'middle' },
});

interface ApprovalsTableProps {
  items: ApplicationSummary[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onOpen: (id: string) => void;
  onDecide: (ids: string[], decision: 'Approved' | 'Rejected') => void;
}

/** The pending queue: select rows for a bulk decision, decide one, or open one. */
export function ApprovalsTable({
  items,
  selected,
  onSelect,
  onOpen,
  onDecide,
}: ApprovalsTableProps) {
  const all = items.length > 0 && items.every((item) => selected.has(item.id));
  const some = !all && items.some((item) => selected.has(item.id));
  return (
    <Table.ScrollArea>
      <Table.Root size="md" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">
              <Checkbox
                type="checkbox"
                aria-label="Select all shown"
                checked={all}
                ref={(input: HTMLInputElement | null) => {
                  if (input) input.indeterminate = some;
                }}
                onChange={(event) =>
                  onSelect(
                    items.map((item) => item.id),
                    event.target.checked,
                  )
                }
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader>Employee</Table.ColumnHeader>
            <Table.ColumnHeader>Details</Table.ColumnHeader>
            <Table.ColumnHeader>Applied</Table.ColumnHeader>
            <Table.ColumnHeader>Level</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Decide</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => {
            const name = `${item.employeeName}: ${item.summary}`;
            return (
              <Table.Row
                key={item.id}
                cursor="pointer"
                onClick={() => onOpen(item.id)}
                data-selected={selected.has(item.id) ? '' : undefined}
                _selected={{ bg: 'brand.subtle' }}
              >
                <Table.Cell onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    type="checkbox"
                    aria-label={`Select ${name}`}
                    checked={selected.has(item.id)}
                    onChange={(event) => onSelect([item.id], event.target.checked)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0">
                    <Text fontWeight="medium">{item.employeeName}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {item.employeeNumber}
                    </Text>
                  </Stack>
                </Table.Cell>
                {/* A long summary (a movement's changes) wraps instead of pushing Decide off. */}
                <Table.Cell whiteSpace="normal" minW="56">
                  <Stack gap="0">
                    <Text>{item.summary}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatSpan(item)}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(item.dateApplied)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{levelText(item)}</Table.Cell>
                <Table.Cell onClick={(event) => event.stopPropagation()}>
                  <HStack gap="2" justify="flex-end">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Reject ${name}`}
                      onClick={() => onDecide([item.id], 'Rejected')}
                    >
                      Reject
                    </Button>
                    <Button
                      size="xs"
                      colorPalette="green"
                      aria-label={`Approve ${name}`}
                      onClick={() => onDecide([item.id], 'Approved')}
                    >
                      Approve
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
