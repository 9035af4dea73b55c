import { sql } from 'kysely';
import type {
  CompanyHolidayData,
  ScheduleRosterData,
  ScheduleTemplateData,
} from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';
import type { ApprovedApplication } from './application-calendar';

// Schedule templates, rosters and holidays are engine records (schemas/): their data is read
// here through the generated types, never re-declared. The employee master is the directory's.

export interface ScheduleTemplate {
  id: string;
  data: ScheduleTemplateData;
}

/** The organisation's live, active schedule templates. */
export async function activeScheduleTemplates(tx: Tx, orgId: string): Promise<ScheduleTemplate[]> {
  const rows = await tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'schedule-template')
    .where('deleted_at', 'is', null)
    .execute();
  return rows
    .map((row) => ({ id: row.id, data: row.data as ScheduleTemplateData }))
    .filter(({ data }) => data.active !== false);
}

/** Holidays dated in `[from, to]`, of every site. */
export async function holidaysBetween(
  tx: Tx,
  orgId: string,
  from: string,
  to: string,
): Promise<CompanyHolidayData[]> {
  const rows = await tx
    .selectFrom('records')
    .select('data')
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'company-holiday')
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`data ->> 'date' between ${from} and ${to}`)
    .execute();
  return rows.map((row) => row.data as CompanyHolidayData);
}

/** Live rosters touching `[from, to]`, of every department and employee, oldest first. */
export async function rostersBetween(
  tx: Tx,
  orgId: string,
  from: string,
  to: string,
): Promise<ScheduleRosterData[]> {
  const rows = await tx
    .selectFrom('records')
    .select('data')
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'schedule-roster')
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`data ->> 'dateFrom' <= ${to} and data ->> 'dateTo' >= ${from}`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.data as ScheduleRosterData);
}

/**
 * Approved applications of many employees touching `[from, to]`, each with whose it is: what
 * `approvedBetween` reads for one employee, oldest first.
 */
export async function approvedOfEmployees(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
): Promise<(ApprovedApplication & { employeeNumber: string })[]> {
  const rows = await tx
    .selectFrom('applications')
    .select(['employee_number', 'kind', 'details', 'charge_minutes'])
    .where('org_id', '=', orgId)
    .where('employee_number', '=', sql<string>`any(${[...employeeNumbers]}::text[])`)
    .where('status', '=', 'Approved')
    .where('date_from', '<=', to)
    .where('date_to', '>=', from)
    .orderBy('employee_number')
    .orderBy('date_from')
    .orderBy('date_applied')
    .execute();
  return rows.map(
    (row) =>
      ({
        employeeNumber: row.employee_number,
        kind: row.kind,
        details: row.details,
        chargeMinutes: row.charge_minutes,
      }) as ApprovedApplication & { employeeNumber: string },
  );
}
