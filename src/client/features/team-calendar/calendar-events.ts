import type { EventInput } from '@fullcalendar/core';
import dayjs from 'dayjs';
import {
  timeAwayTitle,
  type TeamCalendar,
  type TeamMember,
} from '../../../shared/api/team-calendar';

/** A grid shades whole days behind the events; a list has no background, so it lists them. */
export type CalendarLayout = 'grid' | 'list';

/** An all-day event ends before the day after its last. */
const dayAfter = (date: string) => dayjs(date).add(1, 'day').format('YYYY-MM-DD');

/**
 * The rest days most people in view share (a team's weekend), to shade, and each person's rest
 * days on days most of them work, to list: who is off when the others are in.
 */
export function restDaysOf(people: readonly TeamMember[]) {
  const counts = new Map<string, number>();
  for (const person of people)
    for (const date of person.restDays) counts.set(date, (counts.get(date) ?? 0) + 1);
  const usual = new Set(
    [...counts].filter(([, count]) => count * 2 > people.length).map(([date]) => date),
  );
  const own = people.flatMap((person) =>
    person.restDays.filter((date) => !usual.has(date)).map((date) => ({ person, date })),
  );
  return { usual: [...usual].sort(), own };
}

/** A whole day behind a grid's events, or a line of its own in a list. */
function dayMark(layout: CalendarLayout, date: string, title: string, className: string) {
  return layout === 'grid'
    ? { start: date, end: dayAfter(date), display: 'background', title, classNames: [className] }
    : { start: date, allDay: true, title, classNames: [className] };
}

/**
 * The calendar's events: each person's leave and official business (pending ones marked in
 * their title as well as drawn dashed), the holidays and the usual rest days as whole days, and
 * a person's rest day on a day most others work as an event of its own.
 */
export function calendarEvents(calendar: TeamCalendar, layout: CalendarLayout): EventInput[] {
  const away = calendar.timeAway.map((each, index) => {
    const pending = each.status === 'Pending';
    return {
      id: `away-${index}`,
      title: `${each.name}: ${timeAwayTitle(each)}${pending ? ' (pending)' : ''}`,
      start: each.dateFrom,
      end: dayAfter(each.dateTo),
      allDay: true,
      classNames: [
        'hcm-away',
        pending ? 'hcm-pending' : 'hcm-approved',
        each.kind === 'leave' ? 'hcm-leave' : 'hcm-official-business',
      ],
    };
  });
  const holidays = calendar.holidays.map((holiday) =>
    dayMark(
      layout,
      holiday.date,
      `${layout === 'list' ? 'Holiday: ' : ''}${holiday.name}${holiday.site ? ` (${holiday.site})` : ''}`,
      'hcm-holiday',
    ),
  );
  const { usual, own } = restDaysOf(calendar.people);
  const restDays = usual.map((date) => dayMark(layout, date, 'Rest day', 'hcm-rest-day'));
  const ownRestDays = own.map(({ person, date }) => ({
    start: date,
    allDay: true,
    title: `${person.name}: rest day`,
    classNames: ['hcm-own-rest-day'],
  }));
  return [...restDays, ...holidays, ...away, ...ownRestDays];
}
