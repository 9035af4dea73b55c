// The batch importer on 50,000 new employees: a workbook of the employee master (reporting
// lines six wide within the file, three government numbers each, six departments) goes
// through the real server (its own process, as the app's role with row-level security on):
// upload, the dry run (check of every row), then the commit in one transaction, each timed
// until its run has ended. Earlier bench employees are removed first, so runs repeat.
//   node --import tsx scripts/bench/import.ts [rows=50000]
// Database: BENCH_IMPORT_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/hcm_bench_import
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { ImportBatch, ImportCounts } from '../../src/shared/api/import-batches';
import type { JobRun } from '../../src/shared/api/jobs';
import { exited } from '../lib/spawn-server';
import { BENCH_API_KEY, benchSignIn, startBenchServer } from './lib/bench-server';
import { loadAverage } from './lib/measure';

const ROWS = Number(process.argv[2] ?? 50_000);
const databaseUrl =
  process.env.BENCH_IMPORT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hcm_bench_import';
const ORG = 'acme';
const SPAN = 6;
const PORT = '4397';
// Entries of the demo's department and position lists: the importer takes only listed values.
const DEPARTMENTS = ['Operations', 'Finance', 'Human resources', 'Information technology'];
const POSITIONS = ['Associate', 'Senior Analyst', 'Team Lead', 'Operations Supervisor', 'Clerk'];
const HEADER = [
  'Employee number',
  'Last name',
  'First name',
  'Email',
  'Department',
  'Position',
  'Reports to',
  'Hire date',
  'SSS number',
  'PhilHealth number',
  'Pag-IBIG MID number',
  'Employment status',
  'Pay basis',
  'rate',
  'Active',
];

const digits = (i: number, width: number) => String(i).padStart(width, '0');
const numberOf = (i: number) => `BI-${digits(i, 6)}`;

/** The workbook, streamed: employee i reports to (i - 2) / SPAN + 1, employee 1 to nobody. */
async function workbook(): Promise<Buffer> {
  const out = new PassThrough();
  const bytes = buffer(out);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = book.addWorksheet('Employees');
  sheet.addRow(HEADER).commit();
  for (let i = 1; i <= ROWS; i += 1)
    sheet
      .addRow([
        numberOf(i),
        `Employee ${i}`,
        ['Ana', 'Jose', 'Maria', 'Ramon', 'Liza', 'Paolo'][i % 6],
        `bench${i}@acme.example`,
        DEPARTMENTS[Math.floor(i / 7) % DEPARTMENTS.length],
        POSITIONS[i % POSITIONS.length],
        i > 1 ? numberOf(Math.floor((i - 2) / SPAN) + 1) : null,
        new Date(Date.UTC(2022, 0, 10)),
        `35-${digits(i, 7)}-1`,
        `13-${digits(i, 9)}-1`,
        `1999-${digits(Math.floor(i / 10_000), 4)}-${digits(i % 10_000, 4)}`,
        'Regular',
        'Monthly',
        30_000 + (i % 1000),
        'Yes',
      ])
      .commit();
  sheet.commit();
  await book.commit();
  return bytes;
}

/** Removes earlier runs' employees, accounts and batches (as the owner). */
async function clean() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`delete from accounts where org_id = $1 and employee_number like 'BI-%'`, [
      ORG,
    ]);
    await client.query(`delete from records where org_id = $1 and employee_number like 'BI-%'`, [
      ORG,
    ]);
    await client.query(
      `delete from import_batches where org_id = $1 and file_name = 'bench-employees.xlsx'`,
      [ORG],
    );
    await client.query('vacuum analyze records');
  } finally {
    await client.end();
  }
}

async function session(url: string) {
  const body = await benchSignIn(url, ORG, 'hr');
  const auth = {
    'x-api-key': BENCH_API_KEY,
    'x-org-id': ORG,
    authorization: `Bearer ${body.token}`,
    'x-csrf-token': body.csrf,
  };
  return async <T>(method: string, path: string, payload?: unknown): Promise<T> => {
    const form = payload instanceof FormData;
    const answer = await fetch(`${url}${path}`, {
      method,
      headers:
        form || payload === undefined ? auth : { ...auth, 'content-type': 'application/json' },
      body: form ? payload : payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  };
}

type Call = Awaited<ReturnType<typeof session>>;

/** Polls a run until it ends; throws when it failed. */
async function ended(call: Call, runId: string): Promise<JobRun> {
  for (;;) {
    const run = await call<JobRun>('GET', `/api/jobs/${runId}`);
    if (run.state === 'failed') throw new Error(`run failed: ${run.error}`);
    if (run.state === 'succeeded') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

const server = await startBenchServer(databaseUrl, PORT);
try {
  await clean();
  let started = performance.now();
  const file = await workbook();
  console.log(
    `workbook: ${ROWS.toLocaleString()} employees, ${(file.length / 1024 / 1024).toFixed(1)} MiB, written in ${seconds(started)} s`,
  );
  const call = await session(server.url);

  started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'bench-employees.xlsx');
  const batch = await call<ImportBatch>('POST', '/api/imports/ers-employee', form);
  const uploadSeconds = seconds(started);
  const unmapped = batch.mapping.filter((column) => column.field === null).map((c) => c.header);
  if (unmapped.length > 0) throw new Error(`columns not matched: ${unmapped.join(', ')}`);
  const check = await call<{ runId: string }>('POST', `/api/imports/batch/${batch.id}/check`);
  const checked = (await ended(call, check.runId)).result as ImportCounts;
  const dryRunSeconds = seconds(started);
  if (checked.bad > 0) throw new Error(`bad rows: ${JSON.stringify(checked)}`);
  console.log(
    `upload ${uploadSeconds} s; upload + dry run ${dryRunSeconds} s (${checked.valid.toLocaleString()} good rows)`,
  );

  started = performance.now();
  const commit = await call<{ runId: string }>('POST', `/api/imports/batch/${batch.id}/commit`, {
    skipBadRows: false,
  });
  const committed = (await ended(call, commit.runId)).result as ImportCounts;
  console.log(
    `commit ${seconds(started)} s (${committed.created.toLocaleString()} created, with history, accounts and government numbers)`,
  );
  console.log(`load average: ${loadAverage()}`);
} finally {
  server.child.kill('SIGTERM');
  await exited(server.child);
}
