import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ApplicationSummary } from '../../../../shared/api/applications';
import { formatDateTime } from '../../../../shared/format/date-time';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { formatSpan, levelText } from '../application-format';

const nameOf = (item: ApplicationSummary) => `${item.employeeName}: ${item.summary}`;
const stopClick = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };

const columnsOf = (onDecide: ApprovalsTableProps['onDecide']): DataColumn<ApplicationSummary>[] => [
  {
    id: 'employee',
    header: 'Employee',
    cell: (item) => (
      <Stack gap="0">
        <Text fontWeight="medium">{item.employeeName}</Text>
        <Text fontSize="xs" color="fg.muted">
          {item.employeeNumber}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'details',
    header: 'Details',
    // A long summary (a movement's changes) wraps instead of pushing Decide off.
    cellProps: { whiteSpace: 'normal', minW: '56' },
    cell: (item) => (
      <Stack gap="0">
        <Text>{item.summary}</Text>
        <Text fontSize="xs" color="fg.muted">
          {formatSpan(item)}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'applied',
    header: 'Applied',
    nowrap: true,
    value: (item) => formatDateTime(item.dateApplied),
  },
  { id: 'level', header: 'Level', nowrap: true, value: levelText },
  {
    id: 'decide',
    header: 'Decide',
    headerProps: { textAlign: 'end' },
    cellProps: stopClick,
    cell: (item) => (
      <HStack gap="2" justify="flex-end">
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`Reject ${nameOf(item)}`}
          onClick={() => onDecide([item.id], 'Rejected')}
        >
          Reject
        </Button>
        <Button
          size="xs"
          colorPalette="green"
          aria-label={`Approve ${nameOf(item)}`}
          onClick={() => onDecide([item.id], 'Approved')}
        >
          Approve
        </Button>
      </HStack>
    ),
  },
];

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
  return (
    <DataTable
      size="md"
      rows={items}
      columns={columnsOf(onDecide)}
      rowKey={(item) => item.id}
      onRowClick={(item) => onOpen(item.id)}
      selected={selected}
      onSelectionChange={(next) => {
        const added = items.filter((item) => next.has(item.id) && !selected.has(item.id));
        const removed = items.filter((item) => !next.has(item.id) && selected.has(item.id));
        if (added.length > 0)
          onSelect(
            added.map((item) => item.id),
            true,
          );
        if (removed.length > 0)
          onSelect(
            removed.map((item) => item.id),
            false,
          );
      }}
      selectLabel={(item) => `Select ${nameOf(item)}`}
      selectAllLabel="Select all shown"
    />
  );
}
