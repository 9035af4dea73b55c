import { sql } from 'kysely';
import type { RecordItem } from '../../shared/api/records';
import type { RecordSave } from '../records/record-save';
import { RECORD_JSON } from '../records/records.repository';

export const APPRAISALS = 'pms-appraisal';
export const SCHEDULES = 'pms-appraisal-schedule';
export const ROSTER = 'pms-employee';
export const TEMPLATES = 'pms-appraisal-template';

/** Live records of a form whose lookups name these ids (`{ employee: id }`), oldest first. */
export async function recordsNaming(
  save: RecordSave,
  formId: string,
  lookups: Record<string, string | undefined>,
): Promise<RecordItem[]> {
  const named = Object.entries(lookups).flatMap(([field, id]) =>
    id === undefined ? [] : [sql`data -> ${field} ->> 'id' = ${id}`],
  );
  const { rows } = await sql<{ item: string }>`
    select ${RECORD_JSON} as item from records
    where org_id = ${save.orgId} and form_id = ${formId} and deleted_at is null
      ${named.length > 0 ? sql`and ${sql.join(named, sql` and `)}` : sql``}
    order by created_at, id
  `.execute(save.tx);
  return rows.map((row) => JSON.parse(row.item) as RecordItem);
}
