// GET /api/search (the command palette) in an organisation of 50,000 employees with 200,000
// training attendances (records that name them, found by employee and training): acme of a
// bench database. The real server (its own process, as the app's role with row-level security
// on) answers a mix of what people type (a common first name, a surname, an employee number, a
// position, a training, a word found nowhere) as HR, who reads every record, and as an
// employee, who reads their own: first one caller at a time, then 8 at once. Prints p50, p95
// and p99 per caller and concurrency.
//   node --import tsx scripts/bench/search.ts [rounds=20]
// Database: BENCH_ORGCHART_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/hcm_bench_orgchart (the organisation chart's; seeded once).
import { sql } from 'kysely';
import type { SearchResponse } from '../../src/shared/api/search';
import { connectionFromUrl, createDb } from '../../src/server/db/connection';
import { loadFormRegistry } from '../../src/server/forms/form-registry';
import { exited } from '../lib/spawn-server';
import { BENCH_API_KEY, benchSignIn, startBenchServer } from './lib/bench-server';
import { insertRecords } from './lib/insert-records';
import { loadAverage } from './lib/measure';
import { seedEmployees } from './lib/seed-employees';

const rounds = Number(process.argv[2] ?? 20);
const databaseUrl =
  process.env.BENCH_ORGCHART_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/hcm_bench_orgchart';
const ORG = 'acme';
const EMPLOYEES = 50_000;
const ATTENDANCES = 200_000;
const PORT = '4397';
/** What people type: many matches, few, one, none; one word and two. */
const QUERIES = [
  'ana',
  'employee 4213',
  'OC-012345',
  'team lead',
  'safety',
  'maria employee 9',
  'zqxj',
];

/** Training attendances naming the bench's employees, four each. */
async function seedAttendances(): Promise<boolean> {
  const owner = createDb(connectionFromUrl(databaseUrl), 2);
  try {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from records
      where org_id = ${ORG} and form_id = 'ld-training-attendance' and created_by = 'bench'
    `.execute(owner);
    if ((rows[0]?.n ?? 0) >= ATTENDANCES) return false;
    const trainings = ['Workplace safety', 'Customer care', 'Data privacy', 'Leadership basics'];
    await insertRecords(
      owner,
      loadFormRegistry('schemas'),
      ORG,
      'ld-training-attendance',
      sql`
        select jsonb_build_object(
          'training', jsonb_build_object('id', md5('training-' || i % 4)::uuid,
            'label', (${sql.val(trainings)}::text[])[1 + i % 4]),
          'employee', jsonb_build_object('id', md5('orgchart-bench-' || (1 + i % ${EMPLOYEES}))::uuid,
            'label', 'Employee ' || (1 + i % ${EMPLOYEES}),
            'employeeNumber', 'OC-' || lpad((1 + i % ${EMPLOYEES})::text, 6, '0')),
          'status', 'Attended', 'hoursAttended', 8)::json as data
        from generate_series(1, ${ATTENDANCES}) i`,
    );
    await sql`vacuum analyze records`.execute(owner);
    return true;
  } finally {
    await owner.destroy();
  }
}

async function searchCall(url: string, token: string, q: string) {
  const started = performance.now();
  const response = await fetch(`${url}/api/search?q=${encodeURIComponent(q)}`, {
    headers: { 'x-api-key': BENCH_API_KEY, 'x-org-id': ORG, authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as SearchResponse;
  if (!response.ok) throw new Error(`search: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** `rounds` of every query by `clients` callers at once; the latencies, sorted. */
async function measure(url: string, token: string, clients: number) {
  const latencies: number[] = [];
  const caller = async () => {
    for (let round = 0; round < rounds; round += 1)
      for (const q of QUERIES) latencies.push((await searchCall(url, token, q)).ms);
  };
  await Promise.all(Array.from({ length: clients }, caller));
  return latencies.sort((a, b) => a - b);
}

const server = await startBenchServer(databaseUrl, PORT);
try {
  const started = performance.now();
  const seeded = [await seedEmployees(databaseUrl, ORG, EMPLOYEES), await seedAttendances()].some(
    Boolean,
  );
  console.log(
    seeded ? `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s` : 'already seeded',
  );
  for (const username of ['hr', 'employee']) {
    const { token } = await benchSignIn(server.url, ORG, username);
    for (const q of QUERIES) {
      const { body } = await searchCall(server.url, token, q);
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) times.push((await searchCall(server.url, token, q)).ms);
      times.sort((a, b) => a - b);
      console.log(
        `  ${username} "${q}": ${body.people.length} people, ${body.records.length} records, median ${times[2]?.toFixed(1)} ms`,
      );
    }
    for (const clients of [1, 8]) {
      const sorted = await measure(server.url, token, clients);
      const at = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
      console.log(
        `${username}, ${clients} at once, ${sorted.length} searches: p50 ${at(50)}, p95 ${at(95)}, p99 ${at(99)}`,
      );
    }
  }
  console.log(`load average: ${loadAverage()}`);
} finally {
  server.child.kill('SIGTERM');
  await exited(server.child);
}
