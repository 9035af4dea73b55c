import type { Cutoff } from '../api/timekeeping';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The semi-monthly cut-off holding a date (`YYYY-MM-DD`): the 1st–15th or the 16th–month end. */
export function cutoffOf(date: string): Cutoff {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const [first, last] = day <= 15 ? [1, 15] : [16, lastDay];
  const prefix = `${year}-${pad(month)}-`;
  return {
    from: `${prefix}${pad(first)}`,
    to: `${prefix}${pad(last)}`,
    label: `${MONTHS[month - 1]} ${first}–${last}, ${year}`,
  };
}

/** The cut-off just after the one holding `date`. */
export function nextCutoff(date: string): Cutoff {
  const to = new Date(`${cutoffOf(date).to}T00:00:00Z`);
  to.setUTCDate(to.getUTCDate() + 1);
  return cutoffOf(to.toISOString().slice(0, 10));
}

/** The cut-off just before the one holding `date`. */
export function previousCutoff(date: string): Cutoff {
  const from = new Date(`${cutoffOf(date).from}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 1);
  return cutoffOf(from.toISOString().slice(0, 10));
}
