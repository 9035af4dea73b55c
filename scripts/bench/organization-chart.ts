// GET /api/hcm/organization-chart for an organisation of 50,000 employees: acme of a bench
// database gets 50,000 more in reporting lines six wide (about seven levels deep), 2 % inactive
// and a third with a photo, each record about as large as a filled-in master. The real server
// (its own process, as the app's role with row-level security on) answers 20 sequential calls
// after a warm-up; prints p50/p95, the size of the answer and how many people it carries.
//   node --import tsx scripts/bench/organization-chart.ts [calls=20]
// Database: BENCH_ORGCHART_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/hcm_bench_orgchart (seeded once; later runs reuse it).
import type { OrganizationChartResponse } from '../../src/shared/api/organization-chart';
import { exited } from '../lib/spawn-server';
import { BENCH_API_KEY, benchSignIn, startBenchServer } from './lib/bench-server';
import { loadAverage } from './lib/measure';
import { seedEmployees } from './lib/seed-employees';

const calls = Number(process.argv[2] ?? 20);
const databaseUrl =
  process.env.BENCH_ORGCHART_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/hcm_bench_orgchart';
const ORG = 'acme';
const EMPLOYEES = 50_000;
const PORT = '4398';

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
  const seeded = await seedEmployees(databaseUrl, ORG, EMPLOYEES);
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
