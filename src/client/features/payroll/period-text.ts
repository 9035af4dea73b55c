import dayjs from 'dayjs';

/** A calendar date ("2026-03-15") as people read it: "Mar 15, 2026". */
export const formatDay = (date: string) => dayjs(date).format('MMM D, YYYY');

/** A pay period: "Mar 1 – Mar 15, 2026"; one day (a special payout's pay date) as that day. */
export const formatPeriod = (start: string, end: string) =>
  start === end ? formatDay(end) : `${dayjs(start).format('MMM D')} – ${formatDay(end)}`;
