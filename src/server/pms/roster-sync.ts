import { sql } from 'kysely';
import { EMPLOYEE_FORM_ID } from '../../shared/api/employee-profile';
import type { RosterGap } from '../../shared/api/pms-roster';
import type { EmployeeRef, ErsEmployeeData } from '../../shared/forms/record-types.generated';
import { writeAudit } from '../audit/audit.repository';
import { lockBusinessKey } from '../db/business-lock';
import type { Tx } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import type { RecordSave } from '../records/record-save';
import { saveRecordCreate } from '../records/record-update';
import { recordLabel } from '../records/record-writes';
import { ROSTER } from './pms-records';

/** How many of the gap a page names. */
const SAMPLE = 5;

/** Active employees of the master with no roster entry (an inactive entry is one). */
const missingFrom = (orgId: string) => sql`
  records e
  where e.org_id = ${orgId} and e.form_id = ${EMPLOYEE_FORM_ID} and e.deleted_at is null
    and e.data ->> 'active' = 'true'
    and not exists (
      select 1 from records r
      where r.org_id = ${orgId} and r.form_id = ${ROSTER} and r.deleted_at is null
        and r.data -> 'employee' ->> 'id' = e.id::text
    )`;

/** Those employees by name, the first `limit` of them if given. */
const missing = (tx: Tx, orgId: string, limit?: number) =>
  sql<{ id: string; data: ErsEmployeeData }>`
    select e.id, e.data from ${missingFrom(orgId)}
    order by e.data ->> 'lastName', e.data ->> 'firstName', e.id
    ${limit === undefined ? sql`` : sql`limit ${limit}`}
  `.execute(tx);

const formsOf = (forms: FormRegistry) => {
  const master = forms.get(EMPLOYEE_FORM_ID);
  const roster = forms.get(ROSTER);
  if (!master || !roster) throw new Error('The employee or roster definition is missing');
  return { master, roster };
};

/** Who the performance roster lacks: how many, and the first few by name. */
export async function rosterGap(tx: Tx, orgId: string, forms: FormRegistry): Promise<RosterGap> {
  const { master } = formsOf(forms);
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from ${missingFrom(orgId)}
  `.execute(tx);
  const sample = await missing(tx, orgId, SAMPLE);
  return {
    missing: rows[0]?.count ?? 0,
    sample: sample.rows.map((row) => recordLabel(master, row.data)),
  };
}

/**
 * Adds every active employee the roster lacks, rated by their manager in the master, through
 * the roster's own checks, history and audit, in the caller's transaction. Syncs of one
 * organisation queue behind each other, so a second adds nothing.
 */
export async function syncRoster(save: RecordSave): Promise<number> {
  const { tx, orgId, forms } = save;
  const { master, roster } = formsOf(forms);
  await lockBusinessKey(tx, orgId, 'roster', 'sync');
  const { rows } = await missing(tx, orgId);
  for (const { id, data } of rows) {
    const employee: EmployeeRef = {
      id,
      label: recordLabel(master, data),
      employeeNumber: data.employeeNumber,
    };
    const entry = await saveRecordCreate(save, forms, roster, {
      employee,
      ...(data.manager ? { rater: data.manager } : {}),
      active: true,
    });
    await writeAudit(tx, {
      orgId,
      accountId: save.accountId,
      username: save.username,
      module: ROSTER,
      action: 'create',
      detail: { recordId: entry.id, version: entry.version, from: 'roster sync' },
      ip: save.ip,
    });
  }
  return rows.length;
}
