/** Minutes after midnight of a `HH:MM` clock time. */
export const minutesOfClock = (hhmm: string) =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes from `start` to `end` (`HH:MM`); an end at or before the start is on the next day. */
export const windowMinutes = (start: string, end: string) =>
  ((minutesOfClock(end) - minutesOfClock(start) + 1440 - 1) % 1440) + 1;
