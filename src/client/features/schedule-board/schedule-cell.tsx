import { Badge, HStack, Portal, Table, Text, Tooltip } from '@chakra-ui/react';
import type { ScheduleBoardDay } from '../../../shared/api/schedule-board';

const MARKS = [
  {
    when: (day: ScheduleBoardDay) => day.rostered,
    label: 'Roster',
    palette: 'blue',
    explains: 'A roster sets this day instead of the usual schedule.',
  },
  {
    when: (day: ScheduleBoardDay) => day.changed,
    label: 'Changed',
    palette: 'purple',
    explains: 'An approved change of work schedule sets this day.',
  },
] as const;

/** A badge that says why a day differs from the usual schedule, explained on hover or focus. */
function Mark({ label, palette, explains }: (typeof MARKS)[number]) {
  return (
    <Tooltip.Root openDelay={200} closeDelay={100}>
      <Tooltip.Trigger asChild>
        <Badge
          size="xs"
          variant="subtle"
          colorPalette={palette}
          tabIndex={0}
          aria-label={`${label}: ${explains}`}
        >
          {label}
        </Badge>
      </Tooltip.Trigger>
      <Portal>
        {/* Styled here: the app's theme carries no tooltip recipe (it would weigh on the shell). */}
        <Tooltip.Positioner>
          <Tooltip.Content
            zIndex="tooltip"
            maxW="60"
            px="2.5"
            py="1"
            rounded="sm"
            shadow="md"
            fontSize="xs"
            bg="bg.inverted"
            color="fg.inverted"
          >
            {explains}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/**
 * One employee's date on the board: the schedule, "On leave" over it, rest days muted and
 * holidays tinted, with a badge when a roster or an approved change sets it.
 */
export function ScheduleCell({ day }: { day: ScheduleBoardDay }) {
  const marks = MARKS.filter((mark) => mark.when(day));
  const quiet = day.restDay || day.schedule === 'No schedule';
  return (
    <Table.Cell
      verticalAlign="top"
      minW="32"
      bg={day.holiday ? 'orange.subtle' : day.restDay ? 'bg.muted' : undefined}
      title={day.holiday ?? undefined}
    >
      {day.onLeave ? (
        <>
          <Text fontSize="sm" fontWeight="medium" color="teal.fg">
            On leave
          </Text>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            {day.schedule}
          </Text>
        </>
      ) : (
        <Text
          fontSize="sm"
          fontVariantNumeric="tabular-nums"
          color={quiet ? 'fg.muted' : undefined}
        >
          {day.schedule}
        </Text>
      )}
      {marks.length > 0 ? (
        <HStack gap="1" mt="1">
          {marks.map((mark) => (
            <Mark key={mark.label} {...mark} />
          ))}
        </HStack>
      ) : null}
    </Table.Cell>
  );
}
