import { sql } from 'kysely';
import type {
  CompanyHolidayData,
  ErsEmployeeData,
  ScheduleTemplateData,
} from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';

// The employee master, schedule templates and holidays are engine records (schemas/): their
// data is read here through the generated types, never re-declared.

export async function findEmployee(tx: Tx, employeeNumber: string) {
  const row = await tx
    .selectFrom('records')
    .select('data')
    .where('form_id', '=', 'ers-employee')
    .where('employee_number', '=', employeeNumber)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? (row.data as ErsEmployeeData) : null;
}

/** The employee's own template if it is live and active, else the organisation's default. */
export async function findScheduleTemplate(
  tx: Tx,
  templateId: string | undefined,
): Promise<ScheduleTemplateData | null> {
  const rows = await tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('form_id', '=', 'schedule-template')
    .where('deleted_at', 'is', null)
    .execute();
  const templates = rows
    .map((row) => ({ id: row.id, data: row.data as ScheduleTemplateData }))
    .filter(({ data }) => data.active !== false);
  return (
    templates.find(({ id }) => id === templateId)?.data ??
    templates.find(({ data }) => data.isDefault)?.data ??
    null
  );
}

/** Holidays dated in `[from, to]` that apply to a site: nationwide ones and the site's own. */
export async function holidaysBetween(
  tx: Tx,
  from: string,
  to: string,
  siteId: string | undefined,
): Promise<CompanyHolidayData[]> {
  const rows = await tx
    .selectFrom('records')
    .select('data')
    .where('form_id', '=', 'company-holiday')
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`data ->> 'date' between ${from} and ${to}`)
    .execute();
  return rows
    .map((row) => row.data as CompanyHolidayData)
    .filter((holiday) => holiday.scope === 'Nationwide' || holiday.site?.id === siteId);
}
