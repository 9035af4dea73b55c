import type { CompanyHolidayData } from '../../../shared/forms/record-types.generated';
import type { CalendarHoliday, HolidayType } from '../engine/holiday-pay';

const TYPE_OF: Record<CompanyHolidayData['type'], HolidayType> = {
  'Regular holiday': 'regular',
  'Special non-working day': 'special_nonworking',
  'Special working day': 'special_working',
};

/** The organisation's nationwide holidays in the calculator's terms (it knows no site). */
export function calendarHolidays(records: readonly CompanyHolidayData[]): CalendarHoliday[] {
  return records
    .filter((record) => record.scope !== 'One site')
    .map((record) => ({ date: record.date, type: TYPE_OF[record.type] }));
}
