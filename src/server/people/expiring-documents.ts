import dayjs from 'dayjs';
import { sql } from 'kysely';
import {
  EXPIRING_MAX_ITEMS,
  type ExpiringDocumentsResponse,
} from '../../shared/api/expiring-documents';
import type { ReadDb } from '../db/org-reader';

/** The onboarding sub-form whose table rows carry licences and their expiry. */
export const CERTIFICATIONS = 'onb-certifications';

interface Row {
  record_id: string;
  employee_number: string;
  employee_name: string | null;
  document: string;
  number: string | null;
  expires_on: string;
  total: string;
}

/**
 * The licences and certificates of active employees that expire within `within` days of today
 * or have expired, soonest first (at most EXPIRING_MAX_ITEMS, with the count of all). They sit in
 * each person's certifications table: read from the organisation's certifications records.
 */
export async function expiringDocuments(
  db: ReadDb,
  orgId: string,
  today: string,
  within: number,
): Promise<ExpiringDocumentsResponse> {
  const until = dayjs(today).add(within, 'day').format('YYYY-MM-DD');
  const { rows } = await sql<Row>`
    select r.id as record_id, r.employee_number, r.data -> 'employee' ->> 'label' as employee_name,
      c ->> 'name' as document, nullif(btrim(c ->> 'number'), '') as number,
      c ->> 'expiresOn' as expires_on, count(*) over () as total
    from records r
    cross join lateral json_array_elements(
      case when json_typeof(r.data -> 'certifications') = 'array'
        then r.data -> 'certifications' else '[]'::json end) c
    where r.org_id = ${orgId} and r.form_id = ${CERTIFICATIONS} and r.deleted_at is null
      and coalesce(c ->> 'expiresOn', '') <> '' and c ->> 'expiresOn' <= ${until}
      and exists (
        select 1 from records e
        where e.org_id = r.org_id and e.form_id = 'ers-employee' and e.deleted_at is null
          and e.employee_number = r.employee_number
          and coalesce(e.data ->> 'active', 'true') <> 'false')
    order by c ->> 'expiresOn', employee_name, document
    limit ${EXPIRING_MAX_ITEMS}
  `.execute(db);
  return {
    items: rows.map((row) => ({
      recordId: row.record_id,
      employeeNumber: row.employee_number,
      employeeName: row.employee_name ?? row.employee_number,
      document: row.document,
      number: row.number,
      expiresOn: row.expires_on,
      daysLeft: dayjs(row.expires_on).diff(today, 'day'),
    })),
    total: Number(rows[0]?.total ?? 0),
    within,
  };
}
