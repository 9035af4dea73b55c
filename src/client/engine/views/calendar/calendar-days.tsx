import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import type { RecordItem } from '../../../../shared/api/records';

interface CalendarDaysProps {
  /** YYYY-MM: days of other months are dimmed on the grid and left out of the agenda. */
  month: string;
  days: readonly string[];
  byDay: Map<string, RecordItem[]>;
  titleOf: (item: RecordItem) => string;
  onOpen: (item: RecordItem) => void;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function Entries({
  items,
  titleOf,
  onOpen,
}: Pick<CalendarDaysProps, 'titleOf' | 'onOpen'> & { items: RecordItem[] }) {
  return (
    <Stack gap="1" as="ul" listStyleType="none">
      {items.map((item) => (
        <li key={item.id}>
          <Button
            size="2xs"
            variant="subtle"
            colorPalette="brand"
            w="full"
            justifyContent="start"
            truncate
            title={titleOf(item)}
            onClick={() => onOpen(item)}
          >
            {titleOf(item)}
          </Button>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The month: a grid of weeks on wider screens, and on phones an agenda, one row per day that
 * has records.
 */
export function CalendarDays({ month, days, byDay, titleOf, onOpen }: CalendarDaysProps) {
  const today = dayjs().format('YYYY-MM-DD');
  const busyDays = days.filter((day) => day.startsWith(month) && byDay.get(day)?.length);
  return (
    <>
      <Grid
        hideBelow="md"
        templateColumns="repeat(7, minmax(0, 1fr))"
        borderWidth="1px"
        rounded="md"
        bg="bg"
      >
        {WEEKDAYS.map((weekday) => (
          <Box
            key={weekday}
            px="2"
            py="1"
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            borderBottomWidth="1px"
          >
            {weekday}
          </Box>
        ))}
        {days.map((day) => {
          const inMonth = day.startsWith(month);
          return (
            <Box
              key={day}
              data-day={day}
              minH="24"
              p="1"
              borderBottomWidth="1px"
              borderInlineEndWidth="1px"
              bg={inMonth ? undefined : 'bg.muted'}
              minW="0"
            >
              <Text
                fontSize="xs"
                mb="1"
                fontWeight={day === today ? 'bold' : undefined}
                color={day === today ? 'brand.solid' : inMonth ? undefined : 'fg.muted'}
              >
                {dayjs(day).date()}
              </Text>
              <Entries items={byDay.get(day) ?? []} titleOf={titleOf} onOpen={onOpen} />
            </Box>
          );
        })}
      </Grid>
      <Stack hideFrom="md" gap="2" as="ol" listStyleType="none" aria-label="Agenda">
        {busyDays.map((day) => (
          <Box as="li" key={day} bg="bg" borderWidth="1px" rounded="md" p="3">
            <Text fontWeight="semibold" color={day === today ? 'brand.solid' : undefined} mb="1">
              {dayjs(day).format('ddd, MMM D')}
            </Text>
            <Entries items={byDay.get(day) ?? []} titleOf={titleOf} onOpen={onOpen} />
          </Box>
        ))}
      </Stack>
    </>
  );
}
