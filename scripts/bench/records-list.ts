// records/list under load: 1,000,000 disbursement vouchers across ten organisations (100,000 in
// the measured one, acme), then 64 concurrent clients asking for a page of 50 filtered on two
// fields and sorted by date, carrying the list's columns, as the app's role with row-level
// security on. Prints p50/p95/p99 and requests per second for the first page and for a deep
// page (reached by cursor).
//   node --import tsx scripts/bench/records-list.ts [seconds=20] [clients=64]
// BENCH_FIELDS='*' asks for whole records instead (what every list item carried before `fields`).
// BENCH_CPU_PROFILE=<dir> writes the server's CPU profile there (node --cpu-prof) when it stops.
// Database: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/hcm_bench (seeded
// once; later runs reuse it).
import { ensureDatabase } from '../lib/ensure-database';
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { RecordListResponse } from '../../src/shared/api/records';
import { createDb } from '../../src/server/db/connection';
import { loadFormRegistry, type LoadedForm } from '../../src/server/forms/form-registry';
import { derivedColumns } from '../../src/server/records/key-columns';
import { exited, spawnServer } from '../lib/spawn-server';
import { HttpConnection } from './lib/http-connection';

const seconds = Number(process.argv[2] ?? 20);
const clients = Number(process.argv[3] ?? 64);
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hcm_bench';
const FORM_ID = 'accounting-disbursement-voucher';
const PER_ORG = 100_000;
const OTHER_ORGS = Array.from({ length: 9 }, (_, i) => `bench-${String(i + 1).padStart(2, '0')}`);
const API_KEY = 'bench-api-key';
const PORT = '4399';

const form = loadFormRegistry('schemas').get(FORM_ID);
if (!form) throw new Error(`${FORM_ID} is not in schemas/`);

/** Inserts the vouchers set-wise in SQL, deriving key columns exactly as the app does. */
async function seed(form: LoadedForm) {
  const owner = createDb({ connectionString: databaseUrl }, 2);
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from records where form_id = ${FORM_ID}
  `.execute(owner);
  if ((rows[0]?.n ?? 0) >= 10 * PER_ORG) {
    await owner.destroy();
    return;
  }
  console.log('seeding 1,000,000 vouchers (once)...');
  const started = performance.now();
  for (const orgId of OTHER_ORGS) {
    await sql`insert into organizations (org_id, trade_name, registered_name)
      values (${orgId}, ${orgId}, ${orgId}) on conflict do nothing`.execute(owner);
  }
  const derived = Object.entries(derivedColumns(form.plan, sql`d.data`));
  for (const orgId of ['acme', ...OTHER_ORGS]) {
    await sql`
      insert into records (org_id, form_id, data, created_by, updated_by, ${sql.join(derived.map(([c]) => sql.id(c)))})
      select ${orgId}, ${FORM_ID}, d.data, 'bench', 'bench', ${sql.join(derived.map(([, v]) => v))}
      from (
        select jsonb_build_object(
          'voucherNumber', 'DV-' || (2020 + i % 6) || '-' || lpad((i % 10000)::text, 4, '0'),
          'date', to_char(date '2020-01-01' + (i % 2190), 'YYYY-MM-DD'),
          'status', (array['Draft', 'For approval', 'Approved', 'Paid', 'Cancelled'])[1 + i % 5],
          'particulars', 'Payment for services rendered, batch ' || i,
          'paymentMode', (array['Cash', 'Check', 'Bank transfer'])[1 + (i / 5) % 3],
          'lines', jsonb_build_array(
            jsonb_build_object('description', 'Services', 'accountCode', '6100', 'quantity', 1,
              'unitAmount', 100000 + i % 90000, 'amount', 100000 + i % 90000)),
          'grossAmount', 100000 + i % 90000, 'withholdingTax', 0, 'netAmount', 100000 + i % 90000
        ) as data
        from generate_series(1, ${PER_ORG}) i
      ) d
    `.execute(owner);
  }
  await sql`vacuum analyze records`.execute(owner);
  console.log(`seeded in ${Math.round((performance.now() - started) / 1000)} s`);
  await owner.destroy();
}

interface Session {
  token: string;
  csrf: string;
}

async function signIn(url: string): Promise<Session> {
  const headers = { 'content-type': 'application/json', 'x-api-key': API_KEY, 'x-org-id': 'acme' };
  const { token: csrf } = (await (
    await fetch(`${url}/api/iam/authorize/token`, { headers })
  ).json()) as { token: string };
  const response = await fetch(`${url}/api/iam/list`, {
    method: 'POST',
    headers: { ...headers, 'x-csrf-token': csrf },
    body: JSON.stringify({ orgId: 'acme', username: 'admin', password: 'Demo#2026!' }),
  });
  const body = (await response.json()) as Session;
  if (!response.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body;
}

// What the generic list page sends by default: its columns.
const QUERY = {
  form_id: FORM_ID,
  filter: { status: 'Approved', paymentMode: 'Check' },
  sort: { field: 'date', direction: 'desc' },
  fields: process.env.BENCH_FIELDS === '*' ? ['*'] : form.definition.list.columns,
  pageSize: 50,
};

/** A page of the list on `connection`; the next page from `cursor`. */
function listCall(connection: HttpConnection, session: Session, cursor?: string) {
  const body = JSON.stringify(cursor ? { ...QUERY, cursor } : QUERY);
  return connection.post(
    '/api/records/list',
    { 'x-api-key': API_KEY, 'x-org-id': 'acme', authorization: `Bearer ${session.token}` },
    body,
  );
}

async function cursorAtPage(connection: HttpConnection, session: Session, page: number) {
  let cursor: string | undefined;
  for (let i = 1; i < page; i += 1) {
    const body = JSON.parse(
      (await listCall(connection, session, cursor)).body.toString(),
    ) as RecordListResponse;
    if (!body.nextCursor) throw new Error(`only ${i} pages`);
    cursor = body.nextCursor;
  }
  return cursor;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** CPU seconds used so far by the server, PostgreSQL and this script (Linux; /proc counts in 1/100 s). */
function cpuSeconds(serverPid: number | undefined) {
  const ticks = (pid: string) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres'))
        postgres += ticks(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  const self = process.cpuUsage();
  return {
    server: serverPid ? ticks(String(serverPid)) / 100 : NaN,
    postgres: postgres / 100,
    load: (self.user + self.system) / 1e6,
  };
}

async function load(
  url: string,
  session: Session,
  cursor: string | undefined,
  label: string,
  duration = seconds,
) {
  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + duration * 1000;
  const worker = async () => {
    const connection = new HttpConnection(url);
    try {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await listCall(connection, session, cursor);
        if (response.status === 200) latencies.push(performance.now() - started);
        else failures += 1;
      }
    } finally {
      connection.close();
    }
  };
  const started = performance.now();
  const cpuBefore = cpuSeconds(server.child.pid);
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(server.child.pid);
  const perRequest = (key: keyof typeof cpuAfter) =>
    `${(((cpuAfter[key] - cpuBefore[key]) * 1000) / latencies.length).toFixed(2)} ms`;
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(22)} p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  ${Math.round(latencies.length / elapsed)} req/s  (${latencies.length} requests, ${failures} failed, ${clients} clients, ${duration} s)`,
  );
  console.log(
    `${''.padEnd(22)} CPU per request: server ${perRequest('server')}, PostgreSQL ${perRequest('postgres')}, load generator ${perRequest('load')}`,
  );
}

await ensureDatabase(databaseUrl);
const profileDir = process.env.BENCH_CPU_PROFILE;
const server = await spawnServer(
  { DATABASE_URL: databaseUrl, PORT, API_KEY, LOG_LEVEL: 'error' },
  120_000,
  profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
);
try {
  await seed(form);
  const session = await signIn(server.url);
  const setup = new HttpConnection(server.url);
  const first = JSON.parse((await listCall(setup, session)).body.toString()) as RecordListResponse;
  console.log(
    `measured org: acme, ${PER_ORG.toLocaleString()} vouchers of 1,000,000; query matches ${first.totalIsEstimate ? '~' : ''}${first.total.toLocaleString()}`,
  );
  const deepPage = 100;
  const deep = await cursorAtPage(setup, session, deepPage);
  if (process.env.BENCH_SEQUENTIAL) {
    const t = performance.now();
    for (let i = 0; i < 300; i += 1) await listCall(setup, session);
    console.log(`sequential: ${((performance.now() - t) / 300).toFixed(2)} ms per request`);
  }
  setup.close();
  // Warm caches and connections before measuring.
  await load(server.url, session, undefined, 'warm-up', 5);
  await load(server.url, session, undefined, 'first page');
  await load(server.url, session, deep, `page ${deepPage} (cursor)`);
} finally {
  server.child.kill('SIGTERM');
  await exited(server.child);
}
