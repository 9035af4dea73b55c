// A payroll run: one semi-monthly cut-off of N employees (10,000 unless told; nine in ten
// monthly-paid, one in ten daily-paid, varied rates) computed from seeded daily time records
// (late, absent and overtime days, rest days) with an earning or deduction for one in five, by
// the same `computeCutoff` the job runs, as the app's role with row-level security on: read,
// compute, insert N payslips with their traces, commit. Prints seconds, payslips/s, CPU of Node
// and of PostgreSQL, and the peak RSS of each run (the seeding before it left out).
//   npm run bench:payroll -- [employees=10000] [runs=3] [batch size, computeCutoff's own unless given]
// Database: BENCH_PAYROLL_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/hcm_bench_payroll,
// with `_<employees>` added to its name for another count than 10,000 (each count seeded once in
// its own database; later runs reuse it, each run a new computation of the cut-off).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEMI_MONTHLY_REGISTER } from '../../src/shared/api/payroll-registers';
import { loadConfig } from '../../src/server/config';
import { prepareDatabase } from '../../src/server/db/bootstrap';
import { connectionFromUrl, createDb } from '../../src/server/db/connection';
import type { Database } from '../../src/server/db/database';
import { withOrg } from '../../src/server/db/tenant';
import { loadFormRegistry } from '../../src/server/forms/form-registry';
import { computeCutoff } from '../../src/server/payroll/cutoffs/compute-cutoff';
import {
  changeMembers,
  createRegister,
  cutoffsOf,
  registersOf,
} from '../../src/server/payroll/registers/registers.repository';
import { reconcileRecordIndexes } from '../../src/server/records/record-indexes';
import { insertRecords } from './lib/insert-records';
import { loadAverage, measured, peakRssMiB, resetPeakRss } from './lib/measure';

const EMPLOYEES = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 3);
const batchSize = process.argv[4] === undefined ? undefined : Number(process.argv[4]);
const databaseUrl = new URL(
  process.env.BENCH_PAYROLL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hcm_bench_payroll',
);
if (EMPLOYEES !== 10_000) databaseUrl.pathname += `_${EMPLOYEES}`;
const ORG = 'payroll-bench';
/** Employee numbers: P00001, P00002… (wider past 99,999). */
const DIGITS = Math.max(5, String(EMPLOYEES).length);
const employeeNumber = (n: RawBuilder<unknown>) => sql`'P' || lpad((${n})::text, ${DIGITS}, '0')`;
/** Members added to the register per request (a statement takes at most 65,535 parameters). */
const MEMBERS_PER_CHANGE = 10_000;
const CUTOFF = { from: '2026-11-01', to: '2026-11-15' };

const forms = loadFormRegistry('schemas');
const config = loadConfig({ ...process.env, APP_SECRET: 'bench' });

const insert = (db: Kysely<Database>, formId: string, rows: RawBuilder<unknown>) =>
  insertRecords(db, forms, ORG, formId, rows);

/**
 * Seeds the organisation in one transaction (complete or absent): employees, their time records
 * of the cut-off, earnings and deductions. Returns false when it was already there.
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
      values (${ORG}, 'Payroll bench', 'Payroll bench')`.execute(db);
    await insert(
      db,
      'ers-employee',
      sql`select json_build_object(
          'employeeNumber', ${employeeNumber(sql`n`)}, 'lastName', 'Worker ' || n,
          'firstName', 'Bench', 'active', true,
          'payBasis', case when n % 10 = 0 then 'Daily' else 'Monthly' end,
          'rate', case when n % 10 = 0 then 69500 + (n % 7) * 1000 else 1800000 + (n % 97) * 150000 end,
          'minimumWageEarner', n % 10 = 0) as data
        from generate_series(1, ${EMPLOYEES}) n`,
    );
    // Weekdays 480 minutes worked (some late, a few absent, every seventh with 2 h overtime of
    // which 1 h at night); weekends rest days; 2026-11-01 (Sunday) a special day off.
    await sql`
      insert into dtr_days (org_id, employee_number, work_date, day_type, scheduled_minutes,
        worked_minutes, late_minutes, undertime_minutes, absent, absent_minutes,
        paid_leave_minutes, unpaid_leave_minutes, official_business_minutes, overtime_minutes,
        night_minutes, holiday_pay_days, buckets, exceptions, schedule)
      select ${ORG}, ${employeeNumber(sql`n`)}, d::date,
        case when extract(isodow from d) >= 6 then 'rest-day' else 'ordinary' end,
        case when extract(isodow from d) >= 6 then 0 else 480 end,
        w.worked, w.late, 0, w.absent, case when w.absent then 480 else 0 end, 0, 0, 0,
        w.ot, w.night, 0,
        case when w.worked = 0 then '[]'::jsonb else jsonb_build_array(
          jsonb_build_object('dayType', 'ordinary', 'overtime', false, 'night', false, 'minutes', w.worked))
          || case when w.ot > 0 then jsonb_build_array(
            jsonb_build_object('dayType', 'ordinary', 'overtime', true, 'night', false, 'minutes', 60),
            jsonb_build_object('dayType', 'ordinary', 'overtime', true, 'night', true, 'minutes', 60))
          else '[]'::jsonb end end,
        '{}', case when extract(isodow from d) >= 6 then 'Rest day' else '08:00–17:00' end
      from generate_series(1, ${EMPLOYEES}) n,
        generate_series(${CUTOFF.from}::date, ${CUTOFF.to}::date, interval '1 day') d,
        lateral (select
          extract(isodow from d) >= 6 as rest,
          (n + extract(day from d)::int) % 23 = 0 as absent) f,
        lateral (select
          f.absent and not f.rest as absent,
          case when f.rest or f.absent then 0 else 480 - ((n * extract(day from d)::int) % 5) * 6 end as worked,
          case when f.rest or f.absent then 0 else ((n * extract(day from d)::int) % 5) * 6 end as late,
          case when not f.rest and not f.absent and (n + extract(day from d)::int) % 7 = 0 then 120 else 0 end as ot,
          case when not f.rest and not f.absent and (n + extract(day from d)::int) % 7 = 0 then 60 else 0 end as night) w
    `.execute(db);
    await insert(
      db,
      'payroll-earning-deduction',
      sql`select json_build_object(
          'employee', json_build_object('id', e.id, 'label', 'Worker ' || n || ', Bench',
            'employeeNumber', ${employeeNumber(sql`n`)}),
          'type', case when n % 2 = 0 then 'Earning' else 'Deduction' end,
          'name', case when n % 2 = 0 then 'Rice subsidy' else 'Company loan' end,
          'amount', case when n % 2 = 0 then 100000 else 150000 end,
          'recurrence', 'Every cut-off', 'startDate', '2026-01-01',
          'taxable', n % 2 = 1, 'priority', 50, 'active', true) as data
        from generate_series(1, ${EMPLOYEES}, 5) n
        join records e on e.org_id = ${ORG} and e.form_id = 'ers-employee'
          and e.employee_number = ${employeeNumber(sql`n`)}`,
    );
  });
  await sql`vacuum analyze`.execute(owner);
  return true;
}

const owner = connectionFromUrl(databaseUrl.href);
const targets = await prepareDatabase(owner, config.appDbRole, config.appDbPassword, (db) =>
  reconcileRecordIndexes(db, forms),
);
const ownerDb = createDb(owner, 2);
const db = createDb(targets.app, 4);
try {
  const seedStarted = performance.now();
  const seeded = await seed(ownerDb);
  // The register, as the app makes one: statutory tables, members, the year's cut-offs.
  const cutoffId = await withOrg(db, ORG, async (tx) => {
    let [register] = await registersOf(tx, ORG);
    if (!register) {
      const id = await createRegister(
        tx,
        ORG,
        {
          ...SEMI_MONTHLY_REGISTER,
          name: 'Bench (semi-monthly)',
          requireApprovedDtr: false,
          year: 2026,
        },
        'bench',
      );
      for (let from = 1; from <= EMPLOYEES; from += MEMBERS_PER_CHANGE) {
        const add = Array.from(
          { length: Math.min(MEMBERS_PER_CHANGE, EMPLOYEES - from + 1) },
          (_, i) => `P${String(from + i).padStart(DIGITS, '0')}`,
        );
        await changeMembers(tx, ORG, id!, { add }, 'bench');
      }
      [register] = await registersOf(tx, ORG);
    }
    const cutoffs = await cutoffsOf(tx, ORG, { registerId: register!.id });
    return cutoffs.find((cutoff) => cutoff.periodStart === CUTOFF.from)!.id;
  });
  console.log(
    `${seeded ? `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s` : 'already seeded'}: ${EMPLOYEES.toLocaleString()} employees, ${(EMPLOYEES * 15).toLocaleString()} daily time records, ${(EMPLOYEES / 5).toLocaleString()} earnings and deductions (org ${ORG})`,
  );
  const database = owner.database ?? '';
  console.log(
    `load average before: ${loadAverage()}; RSS before the runs ${Math.round(process.memoryUsage.rss() / 2 ** 20)} MiB`,
  );
  for (let run = 1; run <= runs; run += 1) {
    resetPeakRss();
    const { result, seconds, node, postgres } = await measured(database, () =>
      computeCutoff(db, ORG, cutoffId, 'bench', undefined, batchSize),
    );
    console.log(
      `run ${run}: ${seconds.toFixed(2)} s for ${result.payslips.toLocaleString()} payslips (computation ${result.computation}): ${Math.round(result.payslips / seconds).toLocaleString()} payslips/s; CPU: Node ${node.toFixed(1)} s, PostgreSQL ${postgres.toFixed(1)} s; peak RSS ${peakRssMiB()} MiB`,
    );
  }
  console.log(`load average after: ${loadAverage()}`);
  console.log(`peak RSS of the process ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);
} finally {
  await Promise.all([db.destroy(), ownerDb.destroy()]);
}
