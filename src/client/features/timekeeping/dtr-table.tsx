import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import type { DtrDay, Punch } from '../../../shared/api/timekeeping';
import { DAY_TYPE_LABELS, formatMinutes, workClock } from '../../../shared/timekeeping/time-labels';

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
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Schedule</Table.ColumnHeader>
            <Table.ColumnHeader>Punches</Table.ColumnHeader>
            {TOTALS.map(([label]) => (
              <Table.ColumnHeader key={label} textAlign="end">
                {label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>Remarks</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {days.map((day) => (
            <Table.Row key={day.date} bg={day.dayType === 'ordinary' ? undefined : 'bg.subtle'}>
              <Table.Cell whiteSpace="nowrap">
                <Stack gap="0">
                  <Text fontWeight="medium">
                    {WEEKDAY.format(new Date(`${day.date}T00:00:00Z`))}
                  </Text>
                  {day.dayType === 'ordinary' ? null : (
                    <Text fontSize="xs" color="fg.muted">
                      {DAY_TYPE_LABELS[day.dayType]}
                    </Text>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{day.schedule}</Table.Cell>
              <Table.Cell>
                {(punchesByDate.get(day.date) ?? [])
                  .map((punch) => `${punch.direction} ${workClock(punch.at).slice(11)}`)
                  .join(' · ')}
              </Table.Cell>
              {TOTALS.map(([label, key]) => (
                <Table.Cell key={label} textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatMinutes(day[key])}
                </Table.Cell>
              ))}
              <Table.Cell>
                <Stack direction="row" gap="1" wrap="wrap">
                  {remarks(day).map((note) => (
                    <Badge key={note.text} colorPalette={note.palette} variant="subtle">
                      {note.text}
                    </Badge>
                  ))}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell colSpan={3}>Total</Table.Cell>
            {TOTALS.map(([label, key]) => (
              <Table.Cell key={label} textAlign="end" fontVariantNumeric="tabular-nums">
                {formatMinutes(days.reduce((sum, day) => sum + day[key], 0))}
              </Table.Cell>
            ))}
            <Table.Cell>{absences ? `${absences} absent` : ''}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
