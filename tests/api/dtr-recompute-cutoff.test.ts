import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { RecomputeResponse } from '../../src/shared/api/timekeeping';
import { createDb } from '../../src/server/db/connection';
import { withOrg } from '../../src/server/db/tenant';
import { insertRecord } from '../../src/server/records/records.repository';
import { storedDaysOf, storedDigests } from '../../src/server/timekeeping/dtr.repository';
import { recomputeCutoff } from '../../src/server/timekeeping/recompute-cutoff';
import { signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import type { TestApp } from './support/test-app';
import { testForms } from './support/test-forms';

// A semi-monthly cut-off in the past, with All Saints' Day (Sunday) and All Souls' Day in it.
const CUTOFF = { from: '2026-11-01', to: '2026-11-15' };

type Db = TestApp['db'];

const recordIds = (db: Db, orgId: string, formId: string) =>
  withOrg(db, orgId, async (tx) => {
    const { rows } = await sql<{ id: string; label: string }>`
      select id, coalesce(data ->> 'code', data ->> 'name') as label from records
      where form_id = ${formId} and deleted_at is null`.execute(tx);
    return new Map(rows.map((row) => [row.label, row.id]));
  });

const employeeNumbers = (db: Db, orgId: string) =>
  withOrg(db, orgId, async (tx) =>
    (
      await tx
        .selectFrom('records')
        .select('employee_number')
        .where('form_id', '=', 'ers-employee')
        .where('deleted_at', 'is', null)
        .orderBy('employee_number')
        .execute()
    ).map((row) => row.employee_number ?? ''),
  );

/** An organisation's stored time records, everything but when they were computed. */
const storedDays = (db: Db, orgId: string) =>
  withOrg(db, orgId, async (tx) => {
    const { rows } = await sql<{ row: Record<string, unknown> }>`
      select to_jsonb(d) - 'computed_at' as row from dtr_days d
      order by employee_number, work_date`.execute(tx);
    return rows.map((row) => row.row);
  });

/** When each stored day of an organisation was last computed, by employee and date. */
const computedAt = (db: Db, orgId: string) =>
  withOrg(db, orgId, async (tx) => {
    const { rows } = await sql<{ key: string; at: string }>`
      select employee_number || ' ' || work_date as key, computed_at::text as at from dtr_days
      order by 1`.execute(tx);
    return new Map(rows.map((row) => [row.key, row.at]));
  });

const clearDays = (db: Db, orgId: string) =>
  withOrg(db, orgId, (tx) => tx.deleteFrom('dtr_days').execute());

/**
 * Gives acme's employees what the rules distinguish: night, split and default templates, other
 * rest days, a site with its own holiday, punches (late, missing, overnight, overtime, on rest
 * days and holidays) and approved applications of every kind, plus one still pending.
 */
async function seedCutoff(db: Db, numbers: string[]) {
  const templates = await recordIds(db, 'acme', 'schedule-template');
  const sites = await recordIds(db, 'acme', 'company-site');
  const night = { id: templates.get('NIGHT') ?? '', label: 'Night' };
  const split = { id: templates.get('SPLIT') ?? '', label: 'Split' };
  const cebu = { id: sites.get('Cebu branch') ?? '', label: 'Cebu branch' };
  expect([night.id, split.id, cebu.id].every(Boolean)).toBe(true);
  const [a, b, c, d, e, f] = numbers as [string, string, string, string, string, string];
  const forms = testForms();
  const holidayForm = forms.get('company-holiday');
  if (!holidayForm) throw new Error('company-holiday is not in schemas/');

  await withOrg(db, 'acme', async (tx) => {
    const amend = (number: string, patch: object) =>
      sql`update records set data = (data::jsonb || ${JSON.stringify(patch)}::jsonb)::json
        where form_id = 'ers-employee' and employee_number = ${number}`.execute(tx);
    await amend(b, { scheduleTemplate: night, restDays: ['Friday', 'Saturday'] });
    await amend(c, { scheduleTemplate: split, site: cebu });
    await amend(d, { site: cebu, restDays: ['Sunday'] });
    await amend(e, {
      scheduleTemplate: { id: '00000000-0000-4000-8000-000000000000', label: 'x' },
    });
    await insertRecord(
      tx,
      'acme',
      holidayForm,
      {
        date: '2026-11-10',
        name: 'Cebu charter day',
        type: 'Regular holiday',
        scope: 'One site',
        site: cebu,
      },
      'test',
    );

    const punches: [string, string, 'in' | 'out'][] = [];
    for (let day = 26; day <= 46; day += 1) {
      const date = new Date(Date.UTC(2026, 9, day)).toISOString().slice(0, 10);
      const next = new Date(Date.UTC(2026, 9, day + 1)).toISOString().slice(0, 10);
      if (day % 9 !== 0) punches.push([a, `${date}T08:0${day % 7}`, 'in']);
      if (day % 5 !== 0) punches.push([a, `${date}T${day === 41 ? '19:10' : '17:00'}`, 'out']);
      punches.push([b, `${date}T21:5${day % 10}`, 'in'], [b, `${next}T07:0${day % 4}`, 'out']);
      // Not on Cebu's own holiday (day 41, 10 November), so it is paid unworked.
      if (day % 4 !== 3 && day !== 41)
        punches.push([c, `${date}T07:10`, 'in'], [c, `${date}T18:30`, 'out']);
      punches.push([d, `${date}T09:00`, 'in'], [d, `${date}T16:00`, 'out']);
    }
    punches.push([f, '2026-11-03T08:00', 'in'], [f, '2026-11-03T08:01', 'in']);
    await tx
      .insertInto('punches')
      .values(
        punches.map(([number, at, direction]) => ({
          org_id: 'acme',
          employee_number: number,
          punched_at: new Date(`${at}:00+08:00`),
          direction,
          source: 'import' as const,
          recorded_by: 'test',
        })),
      )
      .execute();

    const application = (
      number: string,
      kind: string,
      dateFrom: string,
      dateTo: string,
      details: object,
      chargeMinutes = 0,
      status = 'Approved',
    ) => ({
      org_id: 'acme',
      approval_type: kind,
      employee_number: number,
      employee_name: number,
      status,
      date_applied: new Date('2026-10-20T01:00:00Z'),
      kind,
      details: JSON.stringify({ ...details, reason: 'Test data' }),
      date_from: dateFrom,
      date_to: dateTo,
      summary: kind,
      levels: JSON.stringify([]),
      charge_minutes: chargeMinutes,
      filed_by: '00000000-0000-4000-8000-000000000001',
      current_approver_ids: [],
    });
    const day = (date: string) => ({ dateFrom: date, dateTo: date });
    await tx
      .insertInto('applications')
      .values([
        application(
          a,
          'leave',
          '2026-11-04',
          '2026-11-06',
          {
            leaveType: 'Vacation leave',
            dateFrom: '2026-11-04',
            dateTo: '2026-11-06',
            dayPart: 'Whole day',
          },
          1440,
        ),
        application(c, 'leave', '2026-11-12', '2026-11-12', {
          leaveType: 'Leave without pay',
          ...day('2026-11-12'),
          dayPart: 'First half',
        }),
        application(a, 'overtime', '2026-11-10', '2026-11-10', {
          overtimeType: 'Overtime',
          date: '2026-11-10',
          startTime: '17:00',
          endTime: '19:00',
          creditAsCto: false,
        }),
        application(d, 'overtime', '2026-11-08', '2026-11-08', {
          overtimeType: 'Rest day shift',
          date: '2026-11-08',
          startTime: '09:00',
          endTime: '16:00',
          creditAsCto: false,
        }),
        application(d, 'official-business', '2026-10-28', '2026-11-03', {
          dateFrom: '2026-10-28',
          dateTo: '2026-11-03',
          startTime: '08:00',
          endTime: '17:00',
          destination: 'Client site',
        }),
        application(a, 'change-work-schedule', '2026-11-13', '2026-11-14', {
          dateFrom: '2026-11-13',
          dateTo: '2026-11-14',
          scheduleTemplate: night,
        }),
        application(f, 'punch-alteration', '2026-11-03', '2026-11-03', {
          date: '2026-11-03',
          direction: 'Out',
          time: '17:00',
        }),
        application(f, 'mta', '2026-11-04', '2026-11-04', {
          date: '2026-11-04',
          timeIn: '08:00',
          timeOut: '17:00',
        }),
        application(
          e,
          'cto',
          '2026-11-05',
          '2026-11-05',
          { date: '2026-11-05', minutes: 240 },
          240,
        ),
        application(
          e,
          'leave',
          '2026-11-06',
          '2026-11-06',
          {
            leaveType: 'Sick leave',
            ...day('2026-11-06'),
            dayPart: 'Whole day',
          },
          480,
          'Pending',
        ),
      ])
      .execute();
  });
}

describeOnEachDatabase('recomputing a whole cut-off', (current) => {
  it('stores exactly what recomputing each employee alone stores', async () => {
    const { db, app } = current();
    const numbers = await employeeNumbers(db, 'acme');
    expect(numbers.length).toBeGreaterThanOrEqual(6);
    await seedCutoff(db, numbers);
    const hr = await signIn(app, 'acme', 'hr');

    await clearDays(db, 'acme');
    for (const employeeNumber of numbers) {
      const one = await hr.call('POST', '/api/hcm/recompute-punch', {
        body: { ...CUTOFF, employeeNumber },
      });
      expect(one.statusCode).toBe(200);
    }
    const oneByOne = await storedDays(db, 'acme');
    expect(oneByOne).toHaveLength(numbers.length * 15);

    await clearDays(db, 'acme');
    const all = await hr.call('POST', '/api/hcm/recompute-punch', { body: CUTOFF });
    expect(all.statusCode).toBe(200);
    expect(all.json<RecomputeResponse>()).toEqual({
      employees: numbers.length,
      employeeDays: numbers.length * 15,
    });
    expect(await storedDays(db, 'acme')).toEqual(oneByOne);

    // Over stale stored days: for some employees only, then in chunks of two employees.
    await withOrg(db, 'acme', (tx) =>
      tx
        .updateTable('dtr_days')
        .set({ worked_minutes: 999, schedule: 'stale', exceptions: ['stale'] })
        .execute(),
    );
    const some = await recomputeCutoff(db, 'acme', CUTOFF.from, CUTOFF.to, {
      employeeNumbers: [numbers[1] ?? '', 'NOBODY'],
    });
    expect(some).toEqual({ employees: 1, days: 15, missing: ['NOBODY'] });
    const ofChosen = (rows: Record<string, unknown>[], chosen: boolean) =>
      rows.filter((row) => (row.employee_number === numbers[1]) === chosen);
    const partly = await storedDays(db, 'acme');
    expect(ofChosen(partly, true)).toEqual(ofChosen(oneByOne, true));
    expect(ofChosen(partly, false).every((row) => row.schedule === 'stale')).toBe(true);

    const again = await recomputeCutoff(db, 'acme', CUTOFF.from, CUTOFF.to, { chunkSize: 2 });
    expect(again).toEqual({ employees: numbers.length, days: numbers.length * 15, missing: [] });
    expect(await storedDays(db, 'acme')).toEqual(oneByOne);

    // A day computed as stored is left alone: only the one made stale is written again, so
    // its computed_at alone moves (what backdated adjustments look for).
    const before = await computedAt(db, 'acme');
    const stale = `${numbers[2]} 2026-11-05`;
    await withOrg(db, 'acme', (tx) =>
      tx
        .updateTable('dtr_days')
        .set({ worked_minutes: 999 })
        .where('employee_number', '=', numbers[2] ?? '')
        .where('work_date', '=', '2026-11-05')
        .execute(),
    );
    // A change by hand forgets the day's digest, so the recompute does not trust it.
    const digests = await withOrg(db, 'acme', (tx) =>
      tx
        .selectFrom('dtr_days')
        .select(['employee_number', 'work_date', 'figures_digest'])
        .execute(),
    );
    expect(
      digests.filter((row) => row.figures_digest === null).map((row) => row.employee_number),
    ).toEqual([numbers[2]]);
    await recomputeCutoff(db, 'acme', CUTOFF.from, CUTOFF.to);
    expect(await storedDays(db, 'acme')).toEqual(oneByOne);
    const after = await computedAt(db, 'acme');
    const moved = [...after].filter(([key, at]) => before.get(key) !== at).map(([key]) => key);
    expect(moved).toEqual([stale]);
  });

  it('keeps to the caller organisation and to timekeepers', async () => {
    const { db, app } = current();
    const icareHr = await signIn(app, 'icare', 'hr');
    const icare = await icareHr.call('POST', '/api/hcm/recompute-punch', { body: CUTOFF });
    const icareNumbers = await employeeNumbers(db, 'icare');
    expect(icare.json<RecomputeResponse>()).toEqual({
      employees: icareNumbers.length,
      employeeDays: icareNumbers.length * 15,
    });
    const icareDays = await storedDays(db, 'icare');

    const acmePayroll = await signIn(app, 'acme', 'payroll');
    const acme = await acmePayroll.call('POST', '/api/hcm/recompute-punch', { body: CUTOFF });
    expect(acme.statusCode).toBe(200);
    expect(await storedDays(db, 'icare')).toEqual(icareDays);

    const employee = await signIn(app, 'acme', 'employee');
    const refused = await employee.call('POST', '/api/hcm/recompute-punch', { body: CUTOFF });
    expect(refused.statusCode).toBe(403);
    const tooLong = await acmePayroll.call('POST', '/api/hcm/recompute-punch', {
      body: { from: '2026-01-01', to: '2026-03-31' },
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it('reads stored days an employee at a time even on statistics taken when the table was near empty', async () => {
    const { db, owner } = current();
    const ownerDb = createDb(owner, 1);
    try {
      // Statistics of a near-empty table, then an organisation's first cut-off stored at once.
      await clearDays(db, 'acme');
      await sql`analyze dtr_days`.execute(ownerDb);
      await sql`
        insert into dtr_days (org_id, employee_number, work_date, day_type, scheduled_minutes,
          worked_minutes, late_minutes, undertime_minutes, absent, absent_minutes,
          paid_leave_minutes, unpaid_leave_minutes, official_business_minutes, overtime_minutes,
          night_minutes, holiday_pay_days, buckets, exceptions, schedule)
        select 'acme', 'P' || e, date '2026-11-01' + d, 'ordinary', 480, 480, 0, 0, false, 0,
          0, 0, 0, 0, 0, 0, '[]', '{}', '08:00-17:00'
        from generate_series(1, 2000) e, generate_series(0, 14) d`.execute(ownerDb);
    } finally {
      await ownerDb.destroy();
    }
    const wanted = ['P1', 'P2', 'P3'];
    const plan = await withOrg(db, 'acme', async (tx) =>
      (
        await sql<{ 'QUERY PLAN': string }>`explain select d.work_date
          from ${storedDaysOf('acme', wanted, CUTOFF.from, CUTOFF.to)}`.execute(tx)
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n'),
    );
    expect(plan).toMatch(/Index Cond: .*employee_number = /);
    expect(plan).not.toMatch(/Seq Scan|Filter: .*employee_number/);
    const digests = await withOrg(db, 'acme', (tx) =>
      storedDigests(tx, 'acme', wanted, CUTOFF.from, CUTOFF.to),
    );
    expect(digests.size).toBe(45);
    expect([...digests.keys()].filter((key) => key.startsWith('P2|'))).toHaveLength(15);
  });
});
