import type { HolidayPayInputs } from '../../../shared/api/payroll-calculator';
import type { PayDayType, StatutoryTables } from '../../../shared/api/payroll-tables';
import { holidayEligibility } from '../../timekeeping/dtr/holiday-pay';
import { addDays, datesBetween, isScheduledDay } from './calendar';
import { dec } from './decimal';
import { versionLabel } from './tables';
import type { Trace } from './trace';

export type HolidayType = 'regular' | 'special_nonworking' | 'special_working';
export interface CalendarHoliday {
  date: string;
  type: HolidayType;
}

/** How far back the "working day before" is looked for. */
export const LOOK_BACK_DAYS = 31;

const percentOf = (multiplier: string) => dec(multiplier).times(100).toNumber();

/**
 * Holiday pay per holiday date (ph-payroll.md §5.1 and §5.3): a worked holiday pays its premium;
 * an unworked regular holiday pays 100% (200% double) if the employee qualified by the working
 * day before it; an unworked special day pays nothing (no work, no pay).
 */
export function holidayPay(
  inputs: HolidayPayInputs,
  calendar: readonly CalendarHoliday[],
  tables: StatutoryTables,
  trace: Trace,
) {
  const schedule = inputs.schedule ?? 'mon_fri';
  const overridden = new Set((inputs.holidays ?? []).map((holiday) => holiday.date));
  const holidaysOn = new Map<string, HolidayType[]>();
  for (const holiday of [
    ...calendar.filter((entry) => !overridden.has(entry.date)),
    ...(inputs.holidays ?? []),
  ])
    holidaysOn.set(holiday.date, [...(holidaysOn.get(holiday.date) ?? []), holiday.type]);
  const status = new Map((inputs.attendance ?? []).map((entry) => [entry.date, entry.status]));
  const worked = new Set(inputs.worked_holidays ?? []);
  const sorted = [...new Set(inputs.holiday_dates)].sort();
  const dates = datesBetween(addDays(sorted[0]!, -LOOK_BACK_DAYS), sorted.at(-1)!);
  const days = dates.map((date) => {
    const types = holidaysOn.get(date) ?? [];
    const restDay = status.get(date) === 'rest_day' || !isScheduledDay(date, schedule);
    const off = types.some((type) => type !== 'special_working');
    return {
      regularHolidays: types.filter((type) => type === 'regular').length,
      // A date without attendance counts as attended; a holiday counts only if listed as worked.
      worked: off
        ? worked.has(date)
        : worked.has(date) || (!status.has(date) && !restDay) || status.get(date) === 'present',
      workingDay: !restDay && !off,
      paidLeave: status.get(date) === 'paid_leave',
      restDay,
    };
  });
  const eligible = holidayEligibility(days);
  const rates = tables.premium.data.day_types;
  const holidays = sorted.map((date) => {
    const index = dates.indexOf(date);
    const day = days[index]!;
    const types = holidaysOn.get(date) ?? [];
    const rest = day.restDay ? '_on_rest_day' : '';
    const type: PayDayType | null =
      day.regularHolidays >= 2
        ? `double_regular_holiday${rest}`
        : day.regularHolidays === 1
          ? `regular_holiday${rest}`
          : types.includes('special_nonworking')
            ? `special_nonworking_day${rest}`
            : types.includes('special_working')
              ? day.restDay
                ? 'rest_day'
                : 'special_working_day'
              : null;
    if (!type)
      return { date, entitled: false, percent: 0, reason: 'Not a holiday in the calendar' };
    if (day.worked)
      return {
        date,
        entitled: true,
        percent: percentOf(rates[type].first8),
        reason: `Worked: ${type.replaceAll('_', ' ')} rate`,
      };
    if (day.regularHolidays === 0)
      return {
        date,
        entitled: false,
        percent: 0,
        reason: 'Special day not worked: no work, no pay',
      };
    return eligible(index)
      ? {
          date,
          entitled: true,
          percent: percentOf(rates[type].unworked),
          reason: 'Unworked regular holiday: present or on paid leave on the working day before',
        }
      : {
          date,
          entitled: false,
          percent: 0,
          reason: 'Unworked regular holiday: absent without pay on the working day before',
        };
  });
  trace.add(
    'holidays',
    'worked: the day type multiplier; unworked regular: paid if the working day before was worked or on paid leave',
    {
      table: versionLabel(tables.premium),
      schedule,
      holidays: holidays.length,
    },
  );
  return { holidays };
}
