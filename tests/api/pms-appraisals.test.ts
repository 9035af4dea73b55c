import { beforeAll, expect, it } from 'vitest';
import type { ListApplicationResponse } from '../../src/shared/api/applications';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import type { PmsAppraisalData } from '../../src/shared/forms/record-types.generated';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

// An appraisal's workflow (schemas/pms/appraisal.json): who may change which fields in which
// state (`workflow.edits`), what a step requires, the manager rating it while it waits on them,
// calibration and lock; and a schedule launching appraisals from the performance roster.

type Appraisal = RecordItem & { data: PmsAppraisalData };

describeOnEachDatabase('appraisals', (current) => {
  let employee: ApiCaller;
  let approver: ApiCaller;
  let payroll: ApiCaller;
  let hr: ApiCaller;
  let admin: ApiCaller;

  beforeAll(async () => {
    const as = (user: string) => signIn(current().app, 'acme', user);
    [employee, approver, payroll, hr, admin] = await Promise.all([
      as('employee'),
      as('approver'),
      as('payroll'),
      as('hr'),
      as('admin'),
    ]);
  });

  const list = async (caller: ApiCaller, body: Record<string, unknown>) => {
    const response = await caller.call('POST', '/api/records/list', {
      body: { fields: ['*'], ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordListResponse>().items as Appraisal[];
  };
  const read = async (caller: ApiCaller, id: string) => {
    const response = await caller.call('GET', `/api/records/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Appraisal>();
  };
  const save = (caller: ApiCaller, record: Appraisal, data: Partial<PmsAppraisalData>) =>
    caller.call('PUT', `/api/records/${record.id}`, {
      body: { version: record.version, data: { ...record.data, ...data } },
    });
  const move = (caller: ApiCaller, record: Appraisal, to: string) =>
    caller.call('POST', `/api/records/${record.id}/transition`, {
      body: { to, version: record.version },
    });
  const rated = <T extends { name: string }>(
    items: T[],
    field: 'selfRating' | 'rating',
    ratings: number[],
  ) => items.map((item, index) => ({ ...item, [field]: ratings[index] }));

  /** The pending approval of the employee's appraisal in the approver's queue. */
  async function pendingApproval() {
    const queue = await approver.call('POST', '/api/hcm/list/application', {
      body: { approvalMatrix: { approverId: approver.account.accountId }, status: ['Pending'] },
    });
    return queue
      .json<ListApplicationResponse>()
      .items.find(
        (entry) =>
          entry.approvalType === 'records' &&
          entry.employeeNumber === '2022-0005' &&
          entry.summary.includes('Appraisal'),
      );
  }

  it('goes from self-assessment to the manager’s rating, approval, calibration and lock', async () => {
    const [seeded] = await list(employee, { form_id: 'pms-appraisal' });
    expect(seeded!.data).toMatchObject({ status: 'Self-assessment' });
    expect(seeded!.data.employee.employeeNumber).toBe('2022-0005');

    // She sees what is hers to fill in, and may change nothing else: not her KPIs' weights.
    let mine = await read(employee, seeded!.id);
    expect(mine.editable).toEqual(expect.arrayContaining(['/kpis/*/selfRating']));
    const reweighted = await save(employee, mine, {
      kpis: mine.data.kpis.map((kpi, index) => ({ ...kpi, weight: index === 0 ? 60 : 40 })),
    });
    expect(reweighted.statusCode, reweighted.body).toBe(422);
    expect(errorOf(reweighted).fields?.map((field) => field.path)).toEqual(
      expect.arrayContaining(['/kpis/0/weight']),
    );

    // Submitting asks for every self rating first, each named.
    const early = await move(employee, mine, 'Manager review');
    expect(early.statusCode).toBe(422);
    expect(errorOf(early).fields?.[0]?.path).toBe('/kpis/0/selfRating');

    const selfRated = await save(employee, mine, {
      kpis: rated(mine.data.kpis, 'selfRating', [4, 5]),
      competencies: rated(mine.data.competencies ?? [], 'selfRating', [5, 4]),
      employeeComments: 'Covered the branch counter through the typhoon week.',
    });
    expect(selfRated.statusCode, selfRated.body).toBe(200);
    mine = selfRated.json<Appraisal>();
    // KPIs 50/50 at 4 and 5 = 90%, competencies 50/50 at 5 and 4 = 90%.
    expect(mine.data.selfScore).toBe(90);
    expect(mine.data.finalScore).toBeUndefined();

    const submitted = await move(employee, mine, 'Manager review');
    expect(submitted.statusCode, submitted.body).toBe(200);
    mine = submitted.json<Appraisal>();

    // Waiting on her manager: he opens it though appraisals are not his to read, and only he;
    // she can no longer change it.
    let his = await read(approver, mine.id);
    expect(his.editable).toEqual(expect.arrayContaining(['/kpis/*/rating', '/managerComments']));
    expect((await payroll.call('GET', `/api/records/${mine.id}`)).statusCode).toBe(404);
    const late = await save(employee, mine, { employeeComments: 'One more thing.' });
    expect(late.statusCode).toBe(422);
    // Nor does HR delete it while it waits.
    expect((await hr.call('DELETE', `/api/records/${mine.id}`)).statusCode).toBe(409);

    // Approving needs his ratings.
    const pending = await pendingApproval();
    expect(pending).toBeDefined();
    const unrated = await approver.call('POST', '/api/hcm/approve-application', {
      body: { ids: [pending!.id], decision: 'Approved' },
    });
    // A bulk decision answers per item: this one is refused, naming what is missing.
    expect(unrated.json<{ results: { ok: boolean; error?: string }[] }>().results[0]).toMatchObject(
      { ok: false, error: expect.stringContaining("Manager's rating (1-5), row 1") },
    );
    expect((await read(hr, mine.id)).data.status).toBe('Manager review');

    // His rating is his fields only: not her self ratings.
    const meddling = await save(approver, his, {
      kpis: rated(his.data.kpis, 'selfRating', [1, 1]),
    });
    expect(meddling.statusCode).toBe(422);
    const rating = await save(approver, his, {
      kpis: rated(his.data.kpis, 'rating', [4, 3]).map((kpi) => ({ ...kpi, comment: 'Fair' })),
      competencies: rated(his.data.competencies ?? [], 'rating', [4, 4]),
      managerComments: 'Reliable; more care with the cash count.',
    });
    expect(rating.statusCode, rating.body).toBe(200);
    his = rating.json<Appraisal>();
    // KPIs (4*50 + 3*50) / 5 = 70%; competencies 80%; 60/40 shares: 42 + 32 = 74%.
    expect(his.data).toMatchObject({
      kpiScore: 70,
      competencyScore: 80,
      finalScore: 74,
      resultScore: 74,
      band: 'Meets expectations',
    });

    const approved = await approver.call('POST', '/api/hcm/approve-application', {
      body: { ids: [pending!.id], decision: 'Approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    let record = await read(hr, mine.id);
    expect(record.data.status).toBe('Approved');

    // Calibration: HR moves the score, and must say why; nothing else of it is HR's now.
    const unexplained = await save(hr, record, { calibratedScore: 81 });
    expect(unexplained.statusCode).toBe(422);
    expect(errorOf(unexplained).fields?.[0]?.path).toBe('/calibrationNote');
    const rewritten = await save(hr, record, { managerComments: 'Changed by HR' });
    expect(rewritten.statusCode).toBe(422);
    const calibrated = await save(hr, record, {
      calibratedScore: 81,
      calibrationNote: 'Panel: the typhoon week counts for more.',
    });
    expect(calibrated.statusCode, calibrated.body).toBe(200);
    record = calibrated.json<Appraisal>();
    expect(record.data).toMatchObject({
      finalScore: 74,
      resultScore: 81,
      band: 'Exceeds expectations',
    });

    // Only HR locks; once locked nobody edits it, and she acknowledges it.
    expect((await move(employee, record, 'Locked')).statusCode).toBe(403);
    const locked = await move(hr, record, 'Locked');
    expect(locked.statusCode, locked.body).toBe(200);
    record = locked.json<Appraisal>();
    expect((await save(hr, record, { calibrationNote: 'Later' })).statusCode).toBe(422);
    // Her acknowledgement is hers alone.
    expect((await move(hr, record, 'Acknowledged')).statusCode).toBe(403);
    const acknowledged = await move(employee, record, 'Acknowledged');
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json<Appraisal>().data.status).toBe('Acknowledged');
  });

  it('launches a schedule: one appraisal per roster entry it covers, from the template', async () => {
    const [cebu] = await list(hr, { form_id: 'pms-site', q: 'Cebu' });
    const [template] = await list(hr, { form_id: 'pms-appraisal-template', q: 'Rank and file' });
    const created = await hr.call('POST', '/api/records', {
      body: {
        form_id: 'pms-appraisal-schedule',
        data: {
          name: 'Mid-year review 2027, Cebu',
          kind: 'Mid-year review',
          periodStart: '2027-01-01',
          periodEnd: '2027-06-30',
          selfAssessmentDue: '2027-06-15',
          reviewDue: '2027-06-25',
          site: { id: cebu!.id, label: 'Cebu branch' },
          template: { id: template!.id, label: 'Rank and file 2026' },
          launched: 99,
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json<RecordItem>();
    expect(schedule.data).toMatchObject({ status: 'Draft' });
    expect(schedule.data.launched).toBeUndefined();

    // Only HR and admins launch; an employee cannot even see schedules.
    expect(
      (
        await employee.call('POST', `/api/records/${schedule.id}/transition`, {
          body: { to: 'Launched', version: schedule.version },
        })
      ).statusCode,
    ).toBe(404);
    const launched = await admin.call('POST', `/api/records/${schedule.id}/transition`, {
      body: { to: 'Launched', version: schedule.version },
    });
    expect(launched.statusCode, launched.body).toBe(200);

    const opened = await list(hr, {
      form_id: 'pms-appraisal',
      filter: { schedule: schedule.id },
    });
    const roster = await list(hr, { form_id: 'pms-employee', filter: { site: cebu!.id } });
    expect(opened.map((appraisal) => appraisal.data.employee.employeeNumber).sort()).toEqual(
      roster.map((entry) => entry.data.employee.employeeNumber).sort(),
    );
    expect(launched.json<RecordItem>().data.launched).toBe(opened.length);
    for (const appraisal of opened)
      expect(appraisal.data).toMatchObject({
        status: 'Self-assessment',
        periodStart: '2027-01-01',
        kpiShare: template!.data.kpiShare,
        kpis: (template!.data.kpis as { name: string; weight: number }[]).map(({ name, weight }) =>
          expect.objectContaining({ name, weight }),
        ),
      });

    // One appraisal per employee and schedule, however it is added.
    const twin = await hr.call('POST', '/api/records', {
      body: { form_id: 'pms-appraisal', data: { ...opened[0]!.data, status: undefined } },
    });
    expect(twin.statusCode).toBe(422);
    expect(errorOf(twin).fields?.[0]).toMatchObject({ path: '/employee' });

    // Employees fill theirs in but do not open appraisals for themselves.
    const own = await employee.call('POST', '/api/records', {
      body: { form_id: 'pms-appraisal', data: { ...opened[0]!.data, status: undefined } },
    });
    expect(own.statusCode).toBe(403);
  });

  it('keeps another organisation’s appraisals out of sight', async () => {
    const [acme] = await list(hr, { form_id: 'pms-appraisal' });
    const icare = await signIn(current().app, 'icare', 'hr');
    expect((await icare.call('GET', `/api/records/${acme!.id}`)).statusCode).toBe(404);
    const theirs = await list(icare, { form_id: 'pms-appraisal' });
    expect(theirs.map((record) => record.id)).not.toContain(acme!.id);
  });
});
