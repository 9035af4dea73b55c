// DTR recompute of a whole semi-monthly cut-off: 10,000 employees (day, night and split
// templates, different rest days, one site with its own holiday), ~2 punches a working day with
// some missing, late and overtime, and a few hundred approved applications, recomputed by
// `recomputeCutoff` as the app's role with row-level security on. Prints seconds, employees/s,
// employee-days/s, peak RSS and the CPU of Node (its worker threads included) and of PostgreSQL
// for each run (the first over an empty cut-off, the others over what it stored), and what the
// one-employee path costs.
//   node scripts/bench/lib/run-built.mjs scripts/bench/dtr-recompute.ts [runs=3] (npm run bench:dtr)
// Database: BENCH_DTR_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/hcm_bench_dtr
// (seeded once; later runs reuse it).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { WORK_UTC_OFFSET_MINUTES } from '../../src/shared/constants';
import { loadConfig } from '../../src/server/config';
import { prepareDatabase } from '../../src/server/db/bootstrap';
import { connectionFromUrl, createDb } from '../../src/server/db/connection';
import type { Database } from '../../src/server/db/database';
import { withOrg } from '../../src/server/db/tenant';
import { loadFormRegistry } from '../../src/server/forms/form-registry';
import { reconcileRecordIndexes } from '../../src/server/records/record-indexes';
import { recomputeCutoff } from '../../src/server/timekeeping/recompute-cutoff';
import { recomputeDtr } from '../../src/server/timekeeping/recompute-dtr';
import { closeWorkerPool } from '../../src/server/workers/worker-pool';
import { insertRecords } from './lib/insert-records';
import { loadAverage, measured } from './lib/measure';

const runs = Number(process.argv[2] ?? 3);
const databaseUrl =
  process.env.BENCH_DTR_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hcm_bench_dtr';
const ORG = 'dtr-bench';
const EMPLOYEES = 10_000;
const CUTOFF = { from: '2026-11-01', to: '2026-11-15' };
/** The dates punches are seeded for: the cut-off, the week the rules look back on, the day after. */
const PUNCH_DATES = { from: '2026-10-25', to: '2026-11-16' };
/** Employees the one-by-one path is timed on, to compare. */
const ONE_BY_ONE_SAMPLE = 300;

const forms = loadFormRegistry('schemas');
const config = loadConfig({ ...process.env, APP_SECRET: 'bench' });

const insert = (db: Kysely<Database>, formId: string, rows: RawBuilder<unknown>) =>
  insertRecords(db, forms, ORG, formId, rows);

/** A definition's sample records as rows of `data`. */
const samples = (formId: string) =>
  sql`select value::json as data
    from jsonb_array_elements(${JSON.stringify(forms.get(formId)?.definition.seed ?? [])}::jsonb)`;

/**
 * Seeds the organisation in one transaction, so it is either complete or absent: templates,
 * sites and holidays from the definitions' samples plus a site holiday, 10,000 employees,
 * their punches and approved applications. Returns false when it was already there.
 */
async function seed(owner: Kysely<Database>): Promise<boolean> {
  const exists = await owner
    .selectFrom('organizations')
    .select('org_id')
    .where('org_id', '=', ORG)
    .executeTakeFirst();
  if (exists) return false;
  await owner.transaction().execute(async (db) => {
    await sql`insert into organizations (org_id, trade_name, registered_name)
      values (${ORG}, 'DTR bench', 'DTR bench')`.execute(db);
    const templates = await insert(db, 'schedule-template', samples('schedule-template'));
    const templateId = (code: string) =>
      templates.rows.find((row) => row.data.code === code)?.id ?? '';
    const sites = await insert(db, 'company-site', samples('company-site'));
    const cebu = sites.rows.find((row) => row.data.name === 'Cebu branch')?.id ?? '';
    await insert(db, 'company-holiday', samples('company-holiday'));
    await insert(
      db,
      'company-holiday',
      sql`select json_build_object('date', '2026-11-06', 'name', 'Cebu branch foundation day',
        'type', 'Special non-working day', 'scope', 'One site',
        'site', json_build_object('id', ${cebu}::text, 'label', 'Cebu branch')) as data`,
    );

    // Employee i: templates by i % 10 (0-4 the default, 5 day, 6-7 night, 8-9 split); rest
    // days by i % 7 (0 Sunday, 1 Friday and Saturday, 2 none given, so the default, else the
    // weekend); every fourth at the Cebu branch.
    const ref = (id: string, label: string) =>
      sql`jsonb_build_object('id', ${id}::text, 'label', ${label}::text)`;
    await sql`
      create temporary table bench_employees on commit drop as
      select i, 'B' || lpad(i::text, 5, '0') as employee_number,
        case when i % 10 between 6 and 7 then 'night' when i % 10 >= 8 then 'split' else 'day' end as shift,
        case i % 7 when 0 then array[0] when 1 then array[5, 6] else array[6, 0] end as rest_dows
      from generate_series(1, ${EMPLOYEES}) i
    `.execute(db);
    await insert(
      db,
      'ers-employee',
      sql`select (jsonb_build_object(
          'employeeNumber', employee_number, 'lastName', 'Employee ' || i, 'firstName', 'Bench',
          'hireDate', '2020-01-06', 'employmentStatus', 'Regular', 'payBasis', 'Monthly',
          'rate', 3000000 + i, 'active', true)
        || case i % 10 when 5 then jsonb_build_object('scheduleTemplate', ${ref(templateId('DAY'), 'Day shift')})
             when 6 then jsonb_build_object('scheduleTemplate', ${ref(templateId('NIGHT'), 'Night shift')})
             when 7 then jsonb_build_object('scheduleTemplate', ${ref(templateId('NIGHT'), 'Night shift')})
             when 8 then jsonb_build_object('scheduleTemplate', ${ref(templateId('SPLIT'), 'Split breaks')})
             when 9 then jsonb_build_object('scheduleTemplate', ${ref(templateId('SPLIT'), 'Split breaks')})
             else '{}'::jsonb end
        || case i % 7 when 0 then '{"restDays": ["Sunday"]}'::jsonb
             when 1 then '{"restDays": ["Friday", "Saturday"]}'::jsonb
             when 2 then '{}'::jsonb
             else '{"restDays": ["Saturday", "Sunday"]}'::jsonb end
        || case when i % 4 = 0 then jsonb_build_object('site', ${ref(cebu, 'Cebu branch')})
             else '{}'::jsonb end)::json as data
        from bench_employees`,
    );

    // Two punches a working day; by a hash of employee and date, 3 % absent, 3 % no time out,
    // 3 % no time in, 12 % late, 10 % staying 30-165 min past the end of the shift.
    await sql`
      insert into punches (org_id, employee_number, punched_at, direction, source, recorded_by)
      select ${ORG}, employee_number, (d + at - make_interval(mins => ${WORK_UTC_OFFSET_MINUTES})) at time zone 'UTC',
        direction, 'import', 'bench'
      from (
        select e.employee_number, d::date as d, h,
          case e.shift when 'night' then interval '22 hours' when 'split' then interval '7 hours'
            else interval '8 hours' end as shift_start,
          case e.shift when 'night' then interval '33 hours' when 'split' then interval '16 hours'
            else interval '17 hours' end as shift_end
        from bench_employees e
        cross join generate_series(${PUNCH_DATES.from}::date, ${PUNCH_DATES.to}::date, interval '1 day') d
        cross join lateral (select abs(hashint4(e.i * 1000 + extract(doy from d)::int)) % 100 as h) hash
        where extract(dow from d)::int <> all(e.rest_dows)
      ) days
      cross join lateral (values
        ('in', case when h between 9 and 20 then shift_start + make_interval(mins => 5 + h)
                    else shift_start - make_interval(mins => h % 15) end, h >= 3 and not h between 6 and 8),
        ('out', case when h between 21 and 30 then shift_end + make_interval(mins => 30 + (h - 21) * 15)
                     else shift_end + make_interval(mins => h % 10) end, h >= 6)
      ) punch(direction, at, punched)
      where punched
    `.execute(db);

    // Approved applications: whole- and half-day leave, overtime after the shift, official
    // business, changes to the night shift and time corrections.
    await sql`
      insert into applications (org_id, approval_type, employee_number, employee_name, status,
        date_applied, kind, details, date_from, date_to, summary, levels, charge_minutes, filed_by)
      select ${ORG}, kind, employee_number, 'Bench employee ' || i, 'Approved',
        timestamptz '2026-10-20 09:00+08', kind, details || '{"reason": "Bench"}'::jsonb,
        coalesce(details ->> 'dateFrom', details ->> 'date')::date,
        coalesce(details ->> 'dateTo', details ->> 'date')::date,
        kind, '[]', charge, gen_random_uuid()
      from bench_employees e
      cross join lateral (values
        ('leave', i % 41 = 1, jsonb_build_object('leaveType', 'Vacation leave', 'dateFrom', '2026-11-04',
          'dateTo', '2026-11-05', 'dayPart', 'Whole day'), 960),
        ('leave', i % 97 = 2, jsonb_build_object('leaveType', 'Sick leave', 'dateFrom', '2026-11-12',
          'dateTo', '2026-11-12', 'dayPart', 'First half'), 240),
        ('overtime', i % 53 = 3, jsonb_build_object('overtimeType', 'Overtime', 'date', '2026-11-10',
          'startTime', case e.shift when 'night' then '07:00' when 'split' then '16:00' else '17:00' end,
          'endTime', case e.shift when 'night' then '09:00' when 'split' then '19:00' else '20:00' end,
          'creditAsCto', false), 0),
        ('official-business', i % 89 = 4, jsonb_build_object('dateFrom', '2026-11-09', 'dateTo', '2026-11-11',
          'startTime', '08:00', 'endTime', '17:00', 'destination', 'Client site'), 0),
        ('change-work-schedule', i % 199 = 5, jsonb_build_object('dateFrom', '2026-11-12',
          'dateTo', '2026-11-13', 'scheduleTemplate', ${ref(templateId('NIGHT'), 'Night shift')}), 0),
        ('punch-alteration', i % 151 = 6, jsonb_build_object('date', '2026-11-03', 'direction', 'Out',
          'time', '17:00'), 0)
      ) application(kind, filed, details, charge)
      where filed
    `.execute(db);
  });
  await sql`vacuum analyze`.execute(owner);
  return true;
}

const owner = connectionFromUrl(databaseUrl);
const targets = await prepareDatabase(owner, config.appDbRole, config.appDbPassword, (db) =>
  reconcileRecordIndexes(db, forms),
);
const ownerDb = createDb(owner, 2);
const db = createDb(targets.app, 4);
try {
  const seedStarted = performance.now();
  const seeded = await seed(ownerDb);
  const counts = await withOrg(db, ORG, async (tx) => {
    const count = (table: 'punches' | 'applications') =>
      sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(tx);
    return {
      punches: (await count('punches')).rows[0]?.n,
      applications: (await count('applications')).rows[0]?.n,
    };
  });
  console.log(
    `${seeded ? `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s` : 'already seeded'}: ${EMPLOYEES.toLocaleString()} employees, ${counts.punches?.toLocaleString()} punches, ${counts.applications?.toLocaleString()} approved applications (org ${ORG})`,
  );

  const database = owner.database ?? '';
  // Run 1 stores every day anew; later runs recompute over what it stored, and send only what changed.
  await withOrg(db, ORG, (tx) =>
    tx
      .deleteFrom('dtr_days')
      .where('work_date', '>=', CUTOFF.from)
      .where('work_date', '<=', CUTOFF.to)
      .execute(),
  );
  console.log(`load average before: ${loadAverage()}`);
  for (let run = 1; run <= runs; run += 1) {
    const { result, seconds, node, postgres } = await measured(database, () =>
      recomputeCutoff(db, ORG, CUTOFF.from, CUTOFF.to),
    );
    console.log(
      `run ${run}: ${seconds.toFixed(2)} s for ${result.employees.toLocaleString()} employees, ${result.days.toLocaleString()} days (${CUTOFF.from}..${CUTOFF.to}): ${Math.round(result.employees / seconds).toLocaleString()} employees/s, ${Math.round(result.days / seconds).toLocaleString()} employee-days/s; CPU: Node ${node.toFixed(1)} s, PostgreSQL ${postgres.toFixed(1)} s`,
    );
  }

  const sample = Array.from(
    { length: ONE_BY_ONE_SAMPLE },
    (_, i) => `B${String(i * 33 + 1).padStart(5, '0')}`,
  );
  const oneByOne = await measured(database, async () => {
    for (const employeeNumber of sample)
      await withOrg(db, ORG, (tx) => recomputeDtr(tx, ORG, employeeNumber, CUTOFF.from, CUTOFF.to));
  });
  const each = (value: number) => `${((value * 1000) / ONE_BY_ONE_SAMPLE).toFixed(1)} ms`;
  console.log(
    `one by one (recomputeDtr, a transaction each, ${ONE_BY_ONE_SAMPLE} employees): ${each(oneByOne.seconds)} per employee (CPU: Node ${each(oneByOne.node)}, PostgreSQL ${each(oneByOne.postgres)}), ~${Math.round((oneByOne.seconds * EMPLOYEES) / ONE_BY_ONE_SAMPLE)} s for ${EMPLOYEES.toLocaleString()}`,
  );
  console.log(`load average after: ${loadAverage()}`);
  console.log(`peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);
} finally {
  await Promise.all([db.destroy(), ownerDb.destroy(), closeWorkerPool()]);
}
