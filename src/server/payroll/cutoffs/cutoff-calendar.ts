import type { PayFrequency } from '../../../shared/api/payroll-calculator';
import { addDays } from '../engine/calendar';

export interface Period {
  periodStart: string;
  periodEnd: string;
  periodNo: number;
}

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/**
 * The pay periods of a year: months, the 1st–15th and 16th–end, or Monday-to-Sunday weeks (the
 * week holding 1 January first). A weekly period is numbered by the week of the month its
 * Sunday falls in, as the engine places a week's contributions.
 */
export function periodsOfYear(year: number, frequency: PayFrequency): Period[] {
  if (frequency === 'weekly') {
    const first = new Date(Date.UTC(year, 0, 1));
    let start = addDays(iso(year, 0, 1), -((first.getUTCDay() + 6) % 7));
    const periods: Period[] = [];
    while (start <= iso(year, 11, 31)) {
      const end = addDays(start, 6);
      periods.push({
        periodStart: start,
        periodEnd: end,
        periodNo: Math.floor((Number(end.slice(8)) - 1) / 7) + 1,
      });
      start = addDays(start, 7);
    }
    return periods;
  }
  return Array.from({ length: 12 }, (_, month) =>
    frequency === 'monthly'
      ? [{ periodStart: iso(year, month, 1), periodEnd: iso(year, month + 1, 0), periodNo: 1 }]
      : [
          { periodStart: iso(year, month, 1), periodEnd: iso(year, month, 15), periodNo: 1 },
          { periodStart: iso(year, month, 16), periodEnd: iso(year, month + 1, 0), periodNo: 2 },
        ],
  ).flat();
}
