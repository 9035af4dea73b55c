// GET /api/hcm/organization-chart for an organisation of 50,000 employees: acme of a bench
// database gets 50,000 more in reporting lines six wide (about seven levels deep), 2 % inactive
// and a third with a photo, each record about as large as a filled-in master. The real server
// (its own process, as the app's role with row-level security on) answers 20 sequential calls
// after a warm-up; prints p50/p95, the size of the answer and how many people it carries.
//   node --import tsx scripts/bench/organization-chart.ts [calls=20]
// Database: BENCH_ORGCHART_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/hcm_bench_orgchart (seeded once; later runs reuse it).
import { sql, type RawBuilder } from 'kysely';
import type { OrganizationChartResponse } from '../../src/shared/api/organization-chart';
import { connectionFromUrl, createDb } from '../../src/server/db/connection';
import { loadFormRegistry } from '../../src/server/forms/form-registry';
import { derivedColumns } from '../../src/server/records/key-columns';
import { exited } from '../lib/spawn-server';
import { BENCH_API_KEY, benchSignIn, startBenchServer } from './lib/bench-server';
import { loadAverage } from './lib/measure';

const calls = Number(process.argv[2] ?? 20);
const databaseUrl =
  process.env.BENCH_ORGCHART_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/hcm_bench_orgchart';
const ORG = 'acme';
const EMPLOYEES = 50_000;
const SPAN = 6;
const PORT = '4398';

/**
 * Inserts the employees set-wise as the owner, deriving key columns as the app does. Ids are
 * computed from the index, so each `manager` can name its record before it exists; employee
 * `i` reports to `(i - 2) / SPAN + 1`, and employee 1 to nobody.
 */
async function seed(): Promise<boolean> {
  const form = loadFormRegistry('schemas').get('ers-employee');
  if (!form) throw new Error('ers-employee is not in schemas/');
  const owner = createDb(connectionFromUrl(databaseUrl), 2);
  try {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from records
      where org_id = ${ORG} and form_id = 'ers-employee' and employee_number like 'OC-%'
    `.execute(owner);
    if ((rows[0]?.n ?? 0) >= EMPLOYEES) return false;
    const derived = Object.entries(derivedColumns(form.plan, sql`d.data`));
    const idOf = (i: RawBuilder<unknown>) => sql`md5('orgchart-bench-' || (${i}))::uuid`;
    const numberOf = (i: RawBuilder<unknown>) => sql`'OC-' || lpad((${i})::text, 6, '0')`;
    await owner.transaction().execute(async (tx) => {
      await sql`delete from records where org_id = ${ORG} and employee_number like 'OC-%'`.execute(
        tx,
      );
      await sql`
        insert into records (org_id, id, form_id, data, created_by, updated_by,
          ${sql.join(derived.map(([column]) => sql.id(column)))})
        select ${ORG}, d.id, 'ers-employee', d.data, 'bench', 'bench',
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
              'department', (array['Operations', 'Finance', 'Human Resources', 'Sales',
                'Engineering', 'Customer Care'])[1 + (i / 7) % 6],
              'position', (array['Associate', 'Senior Associate', 'Team Lead', 'Supervisor',
                'Manager'])[1 + i % 5],
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
          from generate_series(1, ${EMPLOYEES}) i
        ) d
      `.execute(tx);
    });
    await sql`vacuum analyze records`.execute(owner);
    return true;
  } finally {
    await owner.destroy();
  }
}

async function chartCall(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${url}/api/hcm/organization-chart`, {
    headers: { 'x-api-key': BENCH_API_KEY, 'x-org-id': ORG, authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`chart: ${response.status} ${text.slice(0, 300)}`);
  return { ms, text };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const server = await startBenchServer(databaseUrl, PORT);
try {
  const seedStarted = performance.now();
  const seeded = await seed();
  console.log(
    seeded
      ? `seeded ${EMPLOYEES.toLocaleString()} employees in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`
      : 'already seeded',
  );
  const { token } = await benchSignIn(server.url, ORG, 'employee');
  for (let i = 0; i < 3; i += 1) await chartCall(server.url, token);
  const latencies: number[] = [];
  let last = '';
  for (let i = 0; i < calls; i += 1) {
    const { ms, text } = await chartCall(server.url, token);
    latencies.push(ms);
    last = text;
  }
  const chart = JSON.parse(last) as OrganizationChartResponse;
  const roots = chart.employees.filter((person) => !person.managerNumber).length;
  latencies.sort((a, b) => a - b);
  console.log(
    `org ${ORG}: ${chart.employees.length.toLocaleString()} people on the chart (${roots} tops of lines), answer ${(last.length / 1024 / 1024).toFixed(1)} MiB`,
  );
  console.log(
    `GET /api/hcm/organization-chart, ${calls} sequential calls: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, min ${latencies[0]?.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
  );
  console.log(`load average: ${loadAverage()}`);
} finally {
  server.child.kill('SIGTERM');
  await exited(server.child);
}
