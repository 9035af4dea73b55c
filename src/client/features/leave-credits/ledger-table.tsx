import { Badge, Button, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { LedgerEntry } from '../../../shared/api/leave-credits';
import { formatDateTime } from '../../../shared/format/date-time';
import { DataTable, type DataColumn } from '../../components/data-table';
import { formatSignedDays, isRemovable, LEDGER_REASON_LABELS } from './ledger-labels';

interface LedgerTableProps {
  entries: LedgerEntry[];
  /** Offered on accruals and adjustments when the viewer may remove them. */
  onRemove?: (entry: LedgerEntry) => void;
}

const COLUMNS: DataColumn<LedgerEntry>[] = [
  {
    id: 'recorded',
    header: 'Recorded',
    nowrap: true,
    value: (entry) => formatDateTime(entry.recordedAt),
  },
  { id: 'leaveType', header: 'Leave type', nowrap: true, value: (entry) => entry.leaveType },
  {
    id: 'entry',
    header: 'Entry',
    nowrap: true,
    cell: (entry) => {
      const reason = LEDGER_REASON_LABELS[entry.reason];
      return (
        <>
          <Badge colorPalette={reason.colour} variant="subtle">
            {reason.label}
          </Badge>
          {entry.period ? (
            <Text as="span" ms="2" fontSize="xs" color="fg.muted">
              {entry.period}
            </Text>
          ) : null}
        </>
      );
    },
  },
  {
    id: 'days',
    header: 'Days',
    numeric: true,
    nowrap: true,
    value: (entry) => formatSignedDays(entry.minutes),
    cellProps: (entry) => ({ color: entry.minutes < 0 ? 'fg.error' : undefined }),
  },
  { id: 'note', header: 'Note', value: (entry) => entry.note || '—' },
  { id: 'by', header: 'By', value: (entry) => entry.recordedBy },
];

/** Every grant and use behind the balances, newest first. */
export function LedgerTable({ entries, onRemove }: LedgerTableProps) {
  const columns = useMemo(
    (): DataColumn<LedgerEntry>[] =>
      onRemove
        ? [
            ...COLUMNS,
            {
              id: 'actions',
              // Positioned, so the visually hidden label stays inside the scrolling table.
              header: <Text srOnly>Actions</Text>,
              headerProps: { position: 'relative' },
              cellProps: { textAlign: 'end' },
              cell: (entry) => {
                if (!isRemovable(entry.reason)) return null;
                const reason = LEDGER_REASON_LABELS[entry.reason];
                return (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => onRemove(entry)}
                    aria-label={`Remove ${reason.label.toLowerCase()} of ${formatSignedDays(entry.minutes)} ${entry.leaveType}`}
                  >
                    Remove
                  </Button>
                );
              },
            },
          ]
        : COLUMNS,
    [onRemove],
  );
  return <DataTable rows={entries} columns={columns} rowKey={(entry) => entry.id} striped />;
}
