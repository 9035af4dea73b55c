import { sql } from 'kysely';
import { EMPLOYEE_FORM_ID } from '../../shared/api/employee-profile';
import type { PerformanceProfile } from '../../shared/api/pms-roster';
import type { PmsEmployeeData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import { AppError } from '../http/app-error';
import { findEmployeeRecord } from '../directory/directory.repository';
import { recordLabel } from '../records/record-writes';
import { APPRAISALS, ROSTER } from './pms-records';

type Appraisal = PerformanceProfile['appraisals'][number];

/**
 * An employee's performance profile, found by number within the organisation: their roster
 * entry and every live appraisal of theirs, the latest period first.
 */
export async function performanceProfileOrThrow(
  tx: Tx,
  orgId: string,
  forms: FormRegistry,
  employeeNumber: string,
): Promise<PerformanceProfile> {
  const master = forms.get(EMPLOYEE_FORM_ID);
  const record = await findEmployeeRecord(tx, orgId, employeeNumber);
  if (!master || !record) {
    const message = `No employee has the number ${employeeNumber}`;
    throw new AppError('not_found', message, { fields: [{ path: '/employeeNumber', message }] });
  }
  const { rows: entries } = await sql<{ id: string; data: PmsEmployeeData }>`
    select id, data from records
    where org_id = ${orgId} and form_id = ${ROSTER} and deleted_at is null
      and data -> 'employee' ->> 'id' = ${record.id}
    order by created_at limit 1
  `.execute(tx);
  const { rows: appraisals } = await sql<Appraisal>`
    select id, data -> 'schedule' ->> 'label' as schedule,
      data ->> 'periodStart' as "periodStart", data ->> 'periodEnd' as "periodEnd",
      data ->> 'status' as status, (data ->> 'finalScore')::int as "finalScore",
      (data ->> 'resultScore')::int as "resultScore", data ->> 'band' as band
    from records
    where org_id = ${orgId} and form_id = ${APPRAISALS} and deleted_at is null
      and data -> 'employee' ->> 'id' = ${record.id}
    order by data ->> 'periodStart' desc, created_at desc
  `.execute(tx);
  const entry = entries[0];
  return {
    employee: {
      id: record.id,
      label: recordLabel(master, record.data as Record<string, unknown>),
      employeeNumber,
    },
    roster: entry
      ? {
          id: entry.id,
          company: entry.data.company ?? null,
          site: entry.data.site ?? null,
          rater: entry.data.rater ?? null,
          template: entry.data.template ?? null,
          active: entry.data.active,
        }
      : null,
    appraisals,
  };
}
