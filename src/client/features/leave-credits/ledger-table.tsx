import { Badge, Button, Table, Text } from '@chakra-ui/react';
import type { LedgerEntry } from '../../../shared/api/leave-credits';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatSignedDays, isRemovable, LEDGER_REASON_LABELS } from './ledger-labels';

interface LedgerTableProps {
  entries: LedgerEntry[];
  /** Offered on accruals and adjustments when the viewer may remove them. */
  onRemove?: (entry: LedgerEntry) => void;
}

/** Every grant and use behind the balances, newest first. */
export function LedgerTable({ entries, onRemove }: LedgerTableProps) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Recorded</Table.ColumnHeader>
            <Table.ColumnHeader>Leave type</Table.ColumnHeader>
            <Table.ColumnHeader>Entry</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Days</Table.ColumnHeader>
            <Table.ColumnHeader>Note</Table.ColumnHeader>
            <Table.ColumnHeader>By</Table.ColumnHeader>
            {onRemove ? (
              // Positioned, so the visually hidden label stays inside the scrolling table.
              <Table.ColumnHeader position="relative">
                <Text srOnly>Actions</Text>
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => {
            const reason = LEDGER_REASON_LABELS[entry.reason];
            return (
              <Table.Row key={entry.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.recordedAt)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{entry.leaveType}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Badge colorPalette={reason.colour} variant="subtle">
                    {reason.label}
                  </Badge>
                  {entry.period ? (
                    <Text as="span" ms="2" fontSize="xs" color="fg.muted">
                      {entry.period}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  whiteSpace="nowrap"
                  fontVariantNumeric="tabular-nums"
                  color={entry.minutes < 0 ? 'fg.error' : undefined}
                >
                  {formatSignedDays(entry.minutes)}
                </Table.Cell>
                <Table.Cell>{entry.note || '—'}</Table.Cell>
                <Table.Cell>{entry.recordedBy}</Table.Cell>
                {onRemove ? (
                  <Table.Cell textAlign="end">
                    {isRemovable(entry.reason) ? (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => onRemove(entry)}
                        aria-label={`Remove ${reason.label.toLowerCase()} of ${formatSignedDays(entry.minutes)} ${entry.leaveType}`}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
