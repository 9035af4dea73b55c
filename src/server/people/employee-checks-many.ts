import { sql } from 'kysely';
import type { FieldError } from '../../shared/api/errors';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import { GOVERNMENT_NUMBER_RULES } from '../../shared/people/government-numbers';
import type { Tx } from '../db/tenant';
import type { RecordSave, SaveRow } from '../records/record-save';
import { usernameFor } from './employee-account';
import { MAX_CHAIN } from './employee-checks';
import { identitiesOf } from './government-numbers';

interface Holder {
  id: string;
  number: string;
  name: string;
}

const employeeOf = (row: SaveRow) => row.data as unknown as ErsEmployeeData;
const nameOf = (data: ErsEmployeeData) => [data.lastName, data.firstName].join(', ');

/** The organisation's live employees and whom each reports to: the chart a loop is sought in. */
async function reportingLines(tx: Tx, orgId: string) {
  const { rows } = await sql<{ id: string; number: string; manager: string | null; name: string }>`
    select id, employee_number as number, data->'manager'->>'employeeNumber' as manager,
      concat_ws(', ', data->>'lastName', data->>'firstName') as name
    from records
    where org_id = ${orgId} and form_id = 'ers-employee' and deleted_at is null`.execute(tx);
  return rows;
}

/** Live holders of each (kind, identity) of government number asked for. */
async function governmentHolders(
  tx: Tx,
  orgId: string,
  asked: { kind: string; identity: string }[],
) {
  if (asked.length === 0) return new Map<string, Holder[]>();
  const { rows } = await sql<{ key: string; id: string; number: string | null; name: string }>`
    select g.kind || ':' || g.identity as key, r.id, r.employee_number as number,
      concat_ws(', ', r.data->>'lastName', r.data->>'firstName') as name
    from employee_government_numbers g
    join records r on r.org_id = g.org_id and r.id = g.record_id and r.deleted_at is null
    where g.org_id = ${orgId}
      and (g.kind, g.identity) in (select * from unnest(
        ${asked.map((a) => a.kind)}::text[], ${asked.map((a) => a.identity)}::text[]))
  `.execute(tx);
  const holders = new Map<string, Holder[]>();
  for (const row of rows)
    holders.set(row.key, [
      ...(holders.get(row.key) ?? []),
      { id: row.id, number: row.number ?? '', name: row.name },
    ]);
  return holders;
}

/**
 * `checkEmployee` for many rows (an import), with the same messages: three queries for the
 * whole set (the chart, the accounts, the government numbers), and the rows checked against
 * each other as well as against the database, since they are stored together.
 */
export async function checkEmployees(
  { tx, orgId }: RecordSave,
  rows: readonly SaveRow[],
): Promise<FieldError[][]> {
  const errors = rows.map((): FieldError[] => []);
  const chart = await reportingLines(tx, orgId);
  // The chart as it will be: the database's lines, with the rows' own over them.
  const holders = new Map<string, Holder>(chart.map((line) => [line.number, line]));
  const managerOf = new Map(chart.map((line) => [line.number, line.manager]));
  const byRow = new Map<string, number>();
  rows.forEach((row, index) => {
    const data = employeeOf(row);
    const before = row.previous?.data as ErsEmployeeData | undefined;
    if (before && before.employeeNumber !== data.employeeNumber) {
      errors[index]?.push({
        path: '/employeeNumber',
        message: `Employee number cannot change (it was ${before.employeeNumber}): time records, applications and payslips are filed under it`,
      });
      return;
    }
    const holder = holders.get(data.employeeNumber);
    const earlier = byRow.get(data.employeeNumber);
    if ((holder && holder.id !== row.id) || earlier !== undefined) {
      const name =
        earlier === undefined ? holder?.name : nameOf(employeeOf(rows[earlier] as SaveRow));
      errors[index]?.push({
        path: '/employeeNumber',
        message: `Employee number ${data.employeeNumber} is already ${name}'s`,
      });
    }
    byRow.set(data.employeeNumber, index);
    managerOf.set(data.employeeNumber, data.manager?.employeeNumber ?? null);
  });

  const created = rows.filter((row) => !row.previous).map((row) => employeeOf(row).employeeNumber);
  const accounts = await tx
    .selectFrom('accounts')
    .select(['username', 'employee_number'])
    .where('org_id', '=', orgId)
    .where((eb) =>
      eb(eb.fn('lower', ['username']), '=', eb.fn.any(eb.val(created.map(usernameFor)))),
    )
    .execute();
  const accountOf = new Map(accounts.map((account) => [account.username.toLowerCase(), account]));

  const asked = rows.flatMap((row) => identitiesOf(employeeOf(row).governmentNumbers ?? {}));
  const government = await governmentHolders(tx, orgId, asked);
  const inFile = new Map<string, number>();

  rows.forEach((row, index) => {
    const data = employeeOf(row);
    const own = errors[index] as FieldError[];
    const number = data.employeeNumber;
    const account = row.previous ? undefined : accountOf.get(usernameFor(number));
    if (account && account.employee_number?.toLowerCase() !== number.toLowerCase())
      own.push({
        path: '/employeeNumber',
        message: `Employee number ${number} is the sign-in name of another account ("${account.username}")`,
      });
    const manager = data.manager?.employeeNumber;
    if (manager && manager !== number && reportsBackTo(managerOf, manager, number))
      own.push({
        path: '/manager',
        message: `Reports to would make a loop: ${data.manager?.label} already reports, directly or not, to this employee`,
      });
    for (const { kind, identity } of identitiesOf(data.governmentNumbers ?? {})) {
      const key = `${kind}:${identity}`;
      const other = (government.get(key) ?? []).find((holder) => holder.id !== row.id);
      const earlier = inFile.get(key);
      const held =
        other ??
        (earlier === undefined
          ? undefined
          : {
              number: employeeOf(rows[earlier] as SaveRow).employeeNumber,
              name: nameOf(employeeOf(rows[earlier] as SaveRow)),
            });
      if (held)
        own.push({
          path: `/governmentNumbers/${kind}`,
          message: `${GOVERNMENT_NUMBER_RULES[kind].title} is already ${held.name}'s (${held.number})`,
        });
      if (earlier === undefined) inFile.set(key, index);
    }
  });
  return errors;
}

/** True when following managers upwards from `manager` comes back to `number`. */
function reportsBackTo(managerOf: Map<string, string | null>, manager: string, number: string) {
  let current: string | null | undefined = manager;
  for (let depth = 0; current && depth < MAX_CHAIN; depth += 1) {
    if (current === number) return true;
    current = managerOf.get(current);
  }
  return false;
}
