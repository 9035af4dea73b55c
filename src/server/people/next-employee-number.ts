import { sql } from 'kysely';
import type { Tx } from '../db/tenant';

/** The number after `number`: its last run of digits plus one, keeping its width ("2022-0009" → "2022-0010"). */
export function followingNumber(number: string): string {
  const match = /^(.*?)(\d+)$/.exec(number);
  if (!match) return `${number}-1`;
  const [, prefix = '', digits = ''] = match;
  return `${prefix}${String(BigInt(digits) + 1n).padStart(digits.length, '0')}`;
}

/**
 * The employee number a new hire takes when HR gives none: the one after the organisation's
 * newest employee's, skipping numbers already on a record (live or deleted: a number is never
 * reused). The organisation's own scheme carries on; "1" starts an empty master.
 */
export async function nextEmployeeNumber(tx: Tx, orgId: string): Promise<string> {
  const newest = await tx
    .selectFrom('records')
    .select('employee_number')
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'ers-employee')
    .where('employee_number', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy(sql`length(employee_number)`, 'desc')
    .orderBy('employee_number', 'desc')
    .limit(1)
    .executeTakeFirst();
  let candidate = newest?.employee_number ? followingNumber(newest.employee_number) : '1';
  for (;;) {
    const taken = await tx
      .selectFrom('records')
      .select('id')
      .where('org_id', '=', orgId)
      .where('form_id', '=', 'ers-employee')
      .where('employee_number', '=', candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
    candidate = followingNumber(candidate);
  }
}
