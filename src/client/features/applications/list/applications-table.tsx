import { Button } from '@chakra-ui/react';
import type { ApplicationSummary } from '../../../../shared/api/applications';
import { APPLICATION_KINDS } from '../../../../shared/applications/application-kinds';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { appliedColumn, levelColumn, statusColumn } from '../application-columns';
import { formatSpan } from '../application-format';

const columnsOf = (withKind: boolean): DataColumn<ApplicationSummary>[] => [
  {
    id: 'details',
    header: 'Details',
    cell: (item) => (
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
    ),
  },
  { id: 'dates', header: 'Dates', nowrap: true, value: formatSpan },
  appliedColumn,
  levelColumn,
  statusColumn,
];
const COLUMNS = columnsOf(false);
const COLUMNS_WITH_KIND = columnsOf(true);

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
    <DataTable
      size="md"
      rows={items}
      columns={withKind ? COLUMNS_WITH_KIND : COLUMNS}
      rowKey={(item) => item.id}
      onRowClick={(item) => onOpen(item.id)}
    />
  );
}
