import { sql, type RawBuilder } from 'kysely';
import { connectionFromUrl, createDb } from '../../../src/server/db/connection';
import { loadFormRegistry } from '../../../src/server/forms/form-registry';
import { derivedColumns } from '../../../src/server/records/key-columns';

/** Direct reports of each manager. */
const SPAN = 6;

/**
 * Inserts the employees set-wise as the owner, deriving key columns as the app does. Ids are
 * computed from the index, so each `manager` can name its record before it exists; employee
 * `i` reports to `(i - 2) / SPAN + 1` (six wide, about seven levels deep at 50,000), and employee 1 to nobody.
 */
export async function seedEmployees(
  databaseUrl: string,
  orgId: string,
  employees: number,
): Promise<boolean> {
  const form = loadFormRegistry('schemas').get('ers-employee');
  if (!form) throw new Error('ers-employee is not in schemas/');
  const owner = createDb(connectionFromUrl(databaseUrl), 2);
  try {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from records
      where org_id = ${orgId} and form_id = 'ers-employee' and employee_number like 'OC-%'
    `.execute(owner);
    if ((rows[0]?.n ?? 0) >= employees) return false;
    const derived = Object.entries(derivedColumns(form.plan, sql`d.data`));
    const idOf = (i: RawBuilder<unknown>) => sql`md5('orgchart-bench-' || (${i}))::uuid`;
    const numberOf = (i: RawBuilder<unknown>) => sql`'OC-' || lpad((${i})::text, 6, '0')`;
    await owner.transaction().execute(async (tx) => {
      await sql`delete from records where org_id = ${orgId} and employee_number like 'OC-%'`.execute(
        tx,
      );
      await sql`
        insert into records (org_id, id, form_id, data, created_by, updated_by,
          ${sql.join(derived.map(([column]) => sql.id(column)))})
        select ${orgId}, d.id, 'ers-employee', d.data, 'bench', 'bench',
          ${sql.join(derived.map(([, value]) => value))}
        from (
          select ${idOf(sql`i`)} as id, (jsonb_build_object(
              'employeeNumber', ${numberOf(sql`i`)},
              'firstName', (array['Ana', 'Jose', 'Maria', 'Ramon', 'Liza', 'Paolo'])[1 + i % 6],
              'lastName', 'Employee ' || i,
              'email', 'employee' || i || '@acme.example',
              'mobile', '0917' || lpad(i::text, 7, '0'),
              'birthDate', '1990-01-01',
              'presentAddress', jsonb_build_object('line1', i || ' Mabini Street',
                'barangay', 'Poblacion', 'city', 'Makati City', 'province', 'Metro Manila',
                'zip', '1210'),
              'governmentNumbers', jsonb_build_object('sss', '34-1234567-8',
                'tin', '123-456-789-000', 'philhealth', '12-345678901-2'),
              'department', (array['Operations', 'Finance', 'Human resources', 'Laboratory',
                'Information technology', 'Nursing'])[1 + (i / 7) % 6],
              'position', (array['Associate', 'Senior Analyst', 'Team Lead', 'Operations Supervisor',
                'Operations Manager'])[1 + i % 5],
              'hireDate', '2022-01-10', 'employmentStatus', 'Regular',
              'restDays', jsonb_build_array('Saturday', 'Sunday'),
              'payBasis', 'Monthly', 'rate', 3000000 + i,
              'active', i % 50 <> 7)
            || case when i > 1 then jsonb_build_object('manager', jsonb_build_object(
                 'id', ${idOf(sql`(i - 2) / ${sql.lit(SPAN)} + 1`)},
                 'label', 'Employee ' || ((i - 2) / ${sql.lit(SPAN)} + 1),
                 'employeeNumber', ${numberOf(sql`(i - 2) / ${sql.lit(SPAN)} + 1`)}))
               else '{}'::jsonb end
            || case when i % 3 = 0 then jsonb_build_object('photo', jsonb_build_object(
                 'id', md5('orgchart-photo-' || i)::uuid, 'name', 'photo-' || i || '.jpg',
                 'size', 48000 + i, 'type', 'image/jpeg'))
               else '{}'::jsonb end)::json as data
          from generate_series(1, ${employees}) i
        ) d
      `.execute(tx);
    });
    await sql`vacuum analyze records`.execute(owner);
    return true;
  } finally {
    await owner.destroy();
  }
}
