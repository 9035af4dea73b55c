import { sql } from 'kysely';
import type { RecordItem } from '../../shared/api/records';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import {
  GOVERNMENT_NUMBER_KINDS,
  governmentNumberIdentity,
  normaliseGovernmentNumber,
  type GovernmentNumberKind,
} from '../../shared/people/government-numbers';
import type { Tx } from '../db/tenant';

export interface GovernmentNumberHolder {
  kind: GovernmentNumberKind;
  employeeNumber: string;
  /** "Dela Cruz, Juan", as the employee list labels the record. */
  name: string;
  recordId: string;
}

type Numbers = Partial<Record<GovernmentNumberKind, string>>;

/** Each valid number as the identity it is compared by (digits; a TIN's nine). */
export function identitiesOf(numbers: Numbers): { kind: GovernmentNumberKind; identity: string }[] {
  return GOVERNMENT_NUMBER_KINDS.flatMap((kind) => {
    const input = numbers[kind];
    const digits = input === undefined ? null : normaliseGovernmentNumber(kind, input);
    return digits === null ? [] : [{ kind, identity: governmentNumberIdentity(kind, digits) }];
  });
}

/**
 * The organisation's other live employee records that hold any of these numbers, one entry per
 * number and holder, whatever hyphens either side was written with (a TIN by its nine digits,
 * whatever its branch code); a number that fails its kind's rule holds nothing. `exceptRecordId`
 * is the record being edited. An index lookup in `employee_government_numbers`, which the
 * employee master's saves keep (`syncGovernmentNumbers`).
 */
export async function findGovernmentNumberHolders(
  tx: Tx,
  orgId: string,
  numbers: Numbers,
  exceptRecordId?: string,
): Promise<GovernmentNumberHolder[]> {
  const asked = identitiesOf(numbers);
  if (asked.length === 0) return [];
  const except = exceptRecordId === undefined ? sql`` : sql`and r.id <> ${exceptRecordId}::uuid`;
  const { rows } = await sql<{
    kind: GovernmentNumberKind;
    record_id: string;
    employee_number: string | null;
    name: string;
  }>`
    select g.kind, r.id as record_id, r.employee_number,
      concat_ws(', ', r.data->>'lastName', r.data->>'firstName') as name
    from unnest(${asked.map((a) => a.kind)}::text[], ${asked.map((a) => a.identity)}::text[])
      as asked(kind, identity)
    join employee_government_numbers g
      on g.org_id = ${orgId} and g.kind = asked.kind and g.identity = asked.identity
    join records r on r.org_id = g.org_id and r.id = g.record_id
    where r.deleted_at is null ${except}
    order by g.kind, r.employee_number, r.id
  `.execute(tx);
  return rows.map((row) => ({
    kind: row.kind,
    employeeNumber: row.employee_number ?? '',
    name: row.name,
    recordId: row.record_id,
  }));
}

/** Keeps the lookup table in step with a saved employee master record. */
export async function syncGovernmentNumbers(tx: Tx, orgId: string, record: RecordItem) {
  await tx
    .deleteFrom('employee_government_numbers')
    .where('org_id', '=', orgId)
    .where('record_id', '=', record.id)
    .execute();
  const numbers = identitiesOf((record.data as ErsEmployeeData).governmentNumbers ?? {});
  if (numbers.length === 0) return;
  await tx
    .insertInto('employee_government_numbers')
    .values(
      numbers.map(({ kind, identity }) => ({
        org_id: orgId,
        record_id: record.id,
        kind,
        identity,
      })),
    )
    .execute();
}
