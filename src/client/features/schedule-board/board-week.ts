import dayjs from 'dayjs';
import { todayAtWork } from '../../../shared/timekeeping/time-labels';

const ISO_DATE = 'YYYY-MM-DD';

/** The Monday of the week holding `date` (YYYY-MM-DD). */
const mondayOf = (date: string) => {
  const day = dayjs(date);
  return day.subtract((day.day() + 6) % 7, 'day').format(ISO_DATE);
};

/** The Monday of this week at work (Manila), whatever the viewer's own zone. */
export const thisMonday = () => mondayOf(todayAtWork());

/** The Monday `weeks` weeks after (or before, when negative) `monday`. */
export const mondayAfter = (monday: string, weeks: number) =>
  dayjs(monday)
    .add(weeks * 7, 'day')
    .format(ISO_DATE);

/** Monday to Sunday of the week starting `monday`. */
export const weekOf = (monday: string) => ({
  from: monday,
  to: dayjs(monday).add(6, 'day').format(ISO_DATE),
});

/** A board column's heading, "Mon 23". */
export const dateHeading = (date: string) => dayjs(date).format('ddd D');

/** A week as people read it: "16–22 Nov 2026", "30 Nov – 6 Dec 2026". */
export function weekLabel(from: string, to: string): string {
  const [start, end] = [dayjs(from), dayjs(to)];
  const last = end.format('D MMM YYYY');
  if (start.isSame(end, 'month')) return `${start.format('D')}–${last}`;
  return `${start.format(start.isSame(end, 'year') ? 'D MMM' : 'D MMM YYYY')} – ${last}`;
}
