import { sql } from 'kysely';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import { writeAudit } from '../audit/audit.repository';
import type { RecordSave, RecordWrite } from '../records/record-save';
import { WRITE_CHUNK } from '../records/records-bulk.repository';
import { hasLeft, newAccountValues, updateEmployeeAccount } from './employee-account';
import { identitiesOf } from './government-numbers';

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / WRITE_CHUNK) }, (_, index) =>
    items.slice(index * WRITE_CHUNK, (index + 1) * WRITE_CHUNK),
  );

/** `syncGovernmentNumbers` for many records: one delete, then inserts in chunks. */
async function syncGovernmentNumbersMany(
  { tx, orgId }: RecordSave,
  writes: readonly RecordWrite[],
) {
  await tx
    .deleteFrom('employee_government_numbers')
    .where('org_id', '=', orgId)
    .where('record_id', '=', sql<string>`any(${writes.map((w) => w.record.id)}::uuid[])`)
    .execute();
  const values = writes.flatMap(({ record }) =>
    identitiesOf((record.data as ErsEmployeeData).governmentNumbers ?? {}).map(
      ({ kind, identity }) => ({ org_id: orgId, record_id: record.id, kind, identity }),
    ),
  );
  for (const chunk of chunks(values))
    await tx.insertInto('employee_government_numbers').values(chunk).execute();
}

/**
 * The employee master's follow-ups for many records at once (an import): government numbers
 * and sign-in accounts as single saves keep them, but new accounts are inserted in chunks and
 * get no invitation mail (HR sends one per employee when it is wanted), and one audit entry
 * counts them. Existing accounts are updated one by one, as a save does.
 */
export async function afterEmployeeWrites(save: RecordSave, writes: readonly RecordWrite[]) {
  if (writes.length === 0) return;
  const { tx, orgId } = save;
  await syncGovernmentNumbersMany(save, writes);
  const numbers = writes.map(({ record }) => (record.data as ErsEmployeeData).employeeNumber);
  const accounts = await tx
    .selectFrom('accounts')
    .selectAll()
    .where('org_id', '=', orgId)
    .where(
      sql<boolean>`lower(employee_number) = any(${numbers.map((n) => n.toLowerCase())}::text[])`,
    )
    .orderBy('created_at')
    .orderBy('account_id')
    .execute();
  const accountOf = new Map<string, (typeof accounts)[number]>();
  for (const account of accounts) {
    const key = (account.employee_number ?? '').toLowerCase();
    if (!accountOf.has(key)) accountOf.set(key, account);
  }
  const today = new Date().toISOString().slice(0, 10);
  const fresh: ErsEmployeeData[] = [];
  for (const { record, previous } of writes) {
    const data = record.data as ErsEmployeeData;
    const account = accountOf.get(data.employeeNumber.toLowerCase());
    if (account) await updateEmployeeAccount(save, account, record, previous);
    else if (!hasLeft(record, today)) fresh.push(data);
  }
  for (const chunk of chunks(fresh))
    await tx
      .insertInto('accounts')
      .values(chunk.map((data) => newAccountValues(orgId, data)))
      .execute();
  if (fresh.length > 0)
    await writeAudit(tx, {
      orgId,
      accountId: save.accountId,
      username: save.username,
      module: 'Account',
      action: 'accounts-created',
      detail: { count: fresh.length, invitations: 'not sent' },
      ip: save.ip,
    });
}
