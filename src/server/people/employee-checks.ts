import { sql } from 'kysely';
import type { FieldError } from '../../shared/api/errors';
import type { RecordItem } from '../../shared/api/records';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';
import type { RecordSave } from '../records/record-save';
import { GOVERNMENT_NUMBER_RULES } from '../../shared/people/government-numbers';
import { usernameFor } from './employee-account';
import { findGovernmentNumberHolders } from './government-numbers';

/** Longest reporting line walked when looking for a loop; deeper charts are not real ones. */
export const MAX_CHAIN = 100;

/** Another live employee of this organisation with the number, by name. */
async function holderOf(tx: Tx, orgId: string, employeeNumber: string, exceptId?: string) {
  const { rows } = await sql<{ name: string }>`
    select concat_ws(', ', data->>'lastName', data->>'firstName') as name from records
    where org_id = ${orgId} and form_id = 'ers-employee' and deleted_at is null
      and employee_number = ${employeeNumber} and id is distinct from ${exceptId ?? null}::uuid
    limit 1`.execute(tx);
  return rows[0]?.name;
}

/** True when following `manager` upwards from `managerNumber` comes back to `employeeNumber`. */
async function reportsBackTo(tx: Tx, orgId: string, managerNumber: string, employeeNumber: string) {
  const { rows } = await sql<{ found: number }>`
    with recursive chain (number, depth) as (
      select ${managerNumber}::text, 1
      union all
      select r.data->'manager'->>'employeeNumber', chain.depth + 1
      from chain join records r on r.org_id = ${orgId} and r.form_id = 'ers-employee'
        and r.deleted_at is null and r.employee_number = chain.number
      where chain.depth < ${MAX_CHAIN}
    )
    select 1 as found from chain where number = ${employeeNumber} limit 1`.execute(tx);
  return rows.length > 0;
}

/**
 * What the employee master's schema cannot say: the employee number is the organisation's key
 * for this person (accounts, time records, applications, payslips are filed under it), so it is
 * unique and never changes; the number must not be another person's sign-in name; reporting
 * lines may not loop, or the organisation chart has no top; and a government number belongs to
 * one person.
 */
export async function checkEmployee(
  { tx, orgId }: RecordSave,
  input: Record<string, unknown>,
  previous: RecordItem | null,
): Promise<FieldError[]> {
  const data = input as unknown as ErsEmployeeData;
  const number = data.employeeNumber;
  const errors: FieldError[] = [];
  const before = previous?.data as ErsEmployeeData | undefined;
  if (before && before.employeeNumber !== number) {
    errors.push({
      path: '/employeeNumber',
      message: `Employee number cannot change (it was ${before.employeeNumber}): time records, applications and payslips are filed under it`,
    });
    return errors;
  }
  const holder = await holderOf(tx, orgId, number, previous?.id);
  if (holder) {
    errors.push({
      path: '/employeeNumber',
      message: `Employee number ${number} is already ${holder}'s`,
    });
  }
  if (!previous) {
    const account = await tx
      .selectFrom('accounts')
      .select(['username', 'employee_number'])
      .where('org_id', '=', orgId)
      .where((eb) => eb(eb.fn('lower', ['username']), '=', usernameFor(number)))
      .executeTakeFirst();
    if (account && account.employee_number?.toLowerCase() !== number.toLowerCase()) {
      errors.push({
        path: '/employeeNumber',
        message: `Employee number ${number} is the sign-in name of another account ("${account.username}")`,
      });
    }
  }
  const manager = data.manager?.employeeNumber;
  if (manager && manager !== number && (await reportsBackTo(tx, orgId, manager, number))) {
    errors.push({
      path: '/manager',
      message: `Reports to would make a loop: ${data.manager?.label} already reports, directly or not, to this employee`,
    });
  }
  const held = await findGovernmentNumberHolders(
    tx,
    orgId,
    data.governmentNumbers ?? {},
    previous?.id,
  );
  for (const holder of held) {
    errors.push({
      path: `/governmentNumbers/${holder.kind}`,
      message: `${GOVERNMENT_NUMBER_RULES[holder.kind].title} is already ${holder.name}'s (${holder.employeeNumber})`,
    });
  }
  return errors;
}
