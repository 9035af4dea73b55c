import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import type { DtrDay, Punch } from '../../../shared/api/timekeeping';
import { DAY_TYPE_LABELS, formatMinutes, workClock } from '../../../shared/timekeeping/time-labels';
import { DataTable, type DataColumn } from '../../components/data-table';

const WEEKDAY = new Intl.DateTimeFormat('en-PH', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const TOTALS = [
  ['Worked', 'workedMinutes'],
  ['Late', 'lateMinutes'],
  ['Undertime', 'undertimeMinutes'],
  ['Overtime', 'overtimeMinutes'],
  ['Night', 'nightMinutes'],
  ['Leave', 'paidLeaveMinutes'],
] as const satisfies readonly (readonly [string, keyof DtrDay])[];

const EXCEPTION_LABELS: Record<string, string> = {
  'missing-in': 'Missing time in',
  'missing-out': 'Missing time out',
  'unapproved-work': 'Work outside schedule not approved',
};

function remarks(day: DtrDay): { text: string; palette: string }[] {
  const notes = day.exceptions.map((code) => ({
    text: EXCEPTION_LABELS[code] ?? code,
    palette: 'red',
  }));
  if (day.absent) notes.unshift({ text: 'Absent', palette: 'red' });
  if (day.holidayPayDays > 0)
    notes.push({
      text: day.holidayPayDays > 1 ? 'Holiday pay ×2' : 'Holiday pay',
      palette: 'green',
    });
  return notes;
}

/** One row per date of a cut-off: schedule, punches, the computed minutes and remarks. */
export function DtrTable({ days, punches }: { days: DtrDay[]; punches: Punch[] }) {
  const punchesByDate = new Map<string, Punch[]>();
  for (const punch of punches) {
    const date = workClock(punch.at).slice(0, 10);
    punchesByDate.set(date, [...(punchesByDate.get(date) ?? []), punch]);
  }
  const absences = days.filter((day) => day.absent).length;
  const columns: DataColumn<DtrDay>[] = [
    {
      id: 'date',
      header: 'Date',
      nowrap: true,
      cell: (day) => (
        <Stack gap="0">
          <Text fontWeight="medium">{WEEKDAY.format(new Date(`${day.date}T00:00:00Z`))}</Text>
          {day.dayType === 'ordinary' ? null : (
            <Text fontSize="xs" color="fg.muted">
              {DAY_TYPE_LABELS[day.dayType]}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: 'schedule', header: 'Schedule', nowrap: true, value: (day) => day.schedule },
    {
      id: 'punches',
      header: 'Punches',
      value: (day) =>
        (punchesByDate.get(day.date) ?? [])
          .map((punch) => `${punch.direction} ${workClock(punch.at).slice(11)}`)
          .join(' · '),
    },
    ...TOTALS.map(([label, key]) => ({
      id: key,
      header: label,
      numeric: true,
      value: (day: DtrDay) => formatMinutes(day[key]),
    })),
    {
      id: 'remarks',
      header: 'Remarks',
      cell: (day) => (
        <Stack direction="row" gap="1" wrap="wrap">
          {remarks(day).map((note) => (
            <Badge key={note.text} colorPalette={note.palette} variant="subtle">
              {note.text}
            </Badge>
          ))}
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      rows={days}
      columns={columns}
      rowKey={(day) => day.date}
      stickyHeader
      rowProps={(day) => ({ bg: day.dayType === 'ordinary' ? undefined : 'bg.subtle' })}
      footer={
        <Table.Row fontWeight="semibold">
          <Table.Cell colSpan={3}>Total</Table.Cell>
          {TOTALS.map(([label, key]) => (
            <Table.Cell key={label} textAlign="end" fontVariantNumeric="tabular-nums">
              {formatMinutes(days.reduce((sum, day) => sum + day[key], 0))}
            </Table.Cell>
          ))}
          <Table.Cell>{absences ? `${absences} absent` : ''}</Table.Cell>
        </Table.Row>
      }
    />
  );
}
