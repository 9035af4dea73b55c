import { Box } from '@chakra-ui/react';
import type { DatesSetArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import type { RefObject } from 'react';
import { calendarStyles } from './calendar-styles';

/** The two views: a month grid, and a week as a list (which also suits a phone). */
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'listWeek',
} as const;
export type CalendarViewName = keyof typeof CALENDAR_VIEWS;

const PLUGINS = [dayGridPlugin, listPlugin];

interface CalendarViewProps {
  calendarRef: RefObject<FullCalendar | null>;
  initialView: CalendarViewName;
  events: EventInput[];
  /** The view laid out other dates (or another view): what to load. */
  onDatesSet: (arg: DatesSetArg) => void;
}

/**
 * FullCalendar without its own toolbar (the page draws one in the app's buttons), as tall as
 * its content so the page scrolls, never the calendar.
 */
export function CalendarView({ calendarRef, initialView, events, onDatesSet }: CalendarViewProps) {
  return (
    <Box css={calendarStyles}>
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView={CALENDAR_VIEWS[initialView]}
        headerToolbar={false}
        height="auto"
        firstDay={1}
        dayMaxEvents={4}
        // Every event is a whole day: a list's "all-day" column would say it on each line.
        displayEventTime={false}
        events={events}
        datesSet={onDatesSet}
        // A day's cell is named by its date alone, which its events' visible text then belies
        // (WCAG 2.5.3): named by its content instead, it reads the day and who is out.
        dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
        noEventsContent="Nobody is out and there is no holiday in these dates."
      />
    </Box>
  );
}
