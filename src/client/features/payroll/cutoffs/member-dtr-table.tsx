import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import type { EditableDtr } from '../../../../shared/api/payroll-editable-dtr';
import type { DayType } from '../../../../shared/api/timekeeping';
import { DAY_TYPE_LABELS, formatMinutes } from '../../../../shared/timekeeping/time-labels';
import { DataTable, type DataColumn } from '../../../components/data-table';

export type PaidDay = EditableDtr['days'][number];

const WEEKDAY = new Intl.DateTimeFormat('en-PH', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The figures of a day, as payroll pays them (corrected). */
const FIGURES: readonly { label: string; of: (day: PaidDay) => number }[] = [
  { label: 'Worked', of: (day) => day.workedMinutes },
  { label: 'Late', of: (day) => day.lateMinutes },
  { label: 'Undertime', of: (day) => day.undertimeMinutes },
  { label: 'Absent', of: (day) => day.absentMinutes },
  { label: 'Overtime', of: (day) => day.overtimeMinutes },
  { label: 'Night', of: (day) => day.nightMinutes },
  { label: 'Leave', of: (day) => day.paidLeaveMinutes },
];

const dayTypeLabel = (dayType: string) => DAY_TYPE_LABELS[dayType as DayType] ?? dayType;

interface MemberDtrTableProps {
  days: PaidDay[];
  /** Offers correcting a day; absent, the days are only read. */
  onCorrect?: ((day: PaidDay) => void) | undefined;
}

/** The day, its schedule, its figures, its remarks and, when offered, a correction. */
const columnsOf = (onCorrect: ((day: PaidDay) => void) | undefined): DataColumn<PaidDay>[] => [
  {
    id: 'date',
    header: 'Date',
    nowrap: true,
    cell: (day) => (
      <Stack gap="0">
        <Text fontWeight="medium">{WEEKDAY.format(new Date(`${day.date}T00:00:00Z`))}</Text>
        <Text fontSize="xs" color="fg.muted">
          {dayTypeLabel(day.dayType)}
        </Text>
      </Stack>
    ),
  },
  { id: 'schedule', header: 'Schedule', nowrap: true, value: (day) => day.schedule },
  ...FIGURES.map(({ label, of }): DataColumn<PaidDay> => ({
    id: label,
    header: label,
    numeric: true,
    value: (day) => formatMinutes(of(day)),
  })),
  {
    id: 'remarks',
    header: 'Remarks',
    cell: (day) =>
      day.correction ? (
        <Stack gap="0.5">
          <Badge colorPalette="purple" variant="subtle" w="fit-content">
            Corrected by payroll
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            {day.correction.reason} ({day.correction.by})
          </Text>
        </Stack>
      ) : day.absentMinutes > 0 ? (
        <Badge colorPalette="red" variant="subtle">
          Absent
        </Badge>
      ) : null,
  },
  ...(onCorrect
    ? [
        {
          id: 'actions',
          header: <Text srOnly>Actions</Text>,
          cellProps: { textAlign: 'end' },
          cell: (day) => (
            <Button
              size="xs"
              variant="outline"
              aria-label={`Correct ${day.date}`}
              onClick={() => onCorrect(day)}
            >
              Correct
            </Button>
          ),
        } satisfies DataColumn<PaidDay>,
      ]
    : []),
];

/** A member's days of a cut-off as payroll pays them, payroll's corrections marked. */
export function MemberDtrTable({ days, onCorrect }: MemberDtrTableProps) {
  const corrected = days.filter((day) => day.correction).length;
  return (
    <DataTable
      rows={days}
      columns={columnsOf(onCorrect)}
      rowKey={(day) => day.date}
      stickyHeader
      rowProps={(day) => ({ bg: day.dayType === 'ordinary' ? undefined : 'bg.subtle' })}
      footer={
        <Table.Row fontWeight="semibold">
          <Table.Cell colSpan={2}>Total</Table.Cell>
          {FIGURES.map(({ label, of }) => (
            <Table.Cell key={label} textAlign="end" fontVariantNumeric="tabular-nums">
              {formatMinutes(days.reduce((sum, day) => sum + of(day), 0))}
            </Table.Cell>
          ))}
          <Table.Cell colSpan={onCorrect ? 2 : 1}>
            {corrected > 0 ? `${corrected} corrected` : ''}
          </Table.Cell>
        </Table.Row>
      }
    />
  );
}
