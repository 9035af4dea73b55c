import { Button, HStack } from '@chakra-ui/react';
import type { ApplicationSummary } from '../../../../shared/api/applications';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { appliedColumn, detailsColumn, employeeColumn, levelColumn } from '../application-columns';

const nameOf = (item: ApplicationSummary) => `${item.employeeName}: ${item.summary}`;
const stopClick = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };

const columnsOf = (onDecide: ApprovalsTableProps['onDecide']): DataColumn<ApplicationSummary>[] => [
  employeeColumn,
  // A long summary (a movement's changes) wraps instead of pushing Decide off.
  { ...detailsColumn, cellProps: { whiteSpace: 'normal', minW: '56' } },
  appliedColumn,
  levelColumn,
  {
    id: 'decide',
    header: 'Decide',
    actions: true,
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
