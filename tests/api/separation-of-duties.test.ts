import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationDetail,
  DecideApplicationsResponse,
  EmailLinkView,
  ListApplicationResponse,
} from '../../src/shared/api/applications';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import {
  APPLICATION_KIND_SLUGS,
  type ApplicationKind,
} from '../../src/shared/applications/application-kinds';
import { previousCutoff } from '../../src/shared/timekeeping/cutoff';
import { createApprovalLink } from '../../src/server/approvals/approval-links.repository';
import { withOrg } from '../../src/server/db/tenant';
import { dateAfter } from '../../src/server/timekeeping/schedule-calendar';
import { ApiCaller, errorOf, signIn } from './support/api-client';
import { checkBatch, problemsOf, uploadCsv } from './support/imports';
import { describeOnEachDatabase } from './support/on-each-database';
import { pastWorkday, todayAtWork, workday } from './support/work-dates';

// Nobody decides a record that names them as its employee or its filer, whoever they stand in
// for: not in the app, not in a bulk decision, not through an e-mailed link. Every kind that can
// be decided has a case below; the first test fails when a kind is added without one.

const USERS = ['admin', 'hr', 'payroll', 'approver', 'employee', 'accountant'] as const;
type User = (typeof USERS)[number];

const OWN = 'You cannot decide your own application.';
const FILED = 'You cannot decide an application you filed.';

interface Case {
  name: string;
  kind: ApplicationKind;
  /** Whom the item names as its employee, and who files it. */
  employee: User;
  filer: User;
  /** The approver of the item's first level, whose stand-in each party is made. */
  approver: User;
  /** Files a fresh one (the `n`th of the case) and answers its application's id. */
  file: (n: number) => Promise<string>;
}

describeOnEachDatabase('separation of duties', (current) => {
  const as = {} as Record<User, ApiCaller>;
  const masters = {} as Record<User, RecordItem>;
  const emails = {} as Record<User, string>;
  const today = todayAtWork();
  let scheduleTemplate: { id: string; label: string };
  let appraisal: RecordItem;

  const refOf = (user: User) => ({
    id: masters[user].id,
    label: String(masters[user].data.lastName),
    employeeNumber: String(masters[user].data.employeeNumber),
  });

  const list = async (caller: ApiCaller, body: Record<string, unknown>) => {
    const response = await caller.call('POST', '/api/records/list', {
      body: { fields: ['*'], ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordListResponse>().items;
  };
  const created = async (caller: ApiCaller, formId: string, data: Record<string, unknown>) => {
    const response = await caller.call('POST', '/api/records', {
      body: { form_id: formId, data },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RecordItem>();
  };
  const read = async (caller: ApiCaller, id: string) =>
    (await caller.call('GET', `/api/records/${id}`)).json<RecordItem & { editable?: string[] }>();
  const transition = async (caller: ApiCaller, record: RecordItem, to: string) =>
    caller.call('POST', `/api/records/${record.id}/transition`, {
      body: { to, version: record.version },
    });
  const moved = async (caller: ApiCaller, record: RecordItem, to: string) => {
    const response = await transition(caller, record, to);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordItem>();
  };
  const saved = async (caller: ApiCaller, record: RecordItem, data: Record<string, unknown>) =>
    caller.call('PUT', `/api/records/${record.id}`, {
      body: { version: record.version, data: { ...record.data, ...data } },
    });

  /** Files an application (for the employee a staff filer names) and answers its id. */
  const application = async (
    filer: User,
    employee: User,
    kind: ApplicationKind,
    details: object,
  ) => {
    const response = await as[filer].call('POST', '/api/hcm/application', {
      body: { kind, details, employeeNumber: masters[employee].data.employeeNumber },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ApplicationDetail>().id;
  };
  /** The pending application that files a record for approval. */
  const applicationOf = async (recordId: string) =>
    withOrg(current().db, 'acme', async (tx) => {
      const row = await tx
        .selectFrom('applications')
        .select('application_id')
        .where('org_id', '=', 'acme')
        .where('status', '=', 'Pending')
        .where(sql<boolean>`details ->> 'recordId' = ${recordId}`)
        .executeTakeFirstOrThrow();
      return row.application_id;
    });
  const detailOf = async (caller: ApiCaller, id: string) =>
    (await caller.call('GET', `/api/hcm/application/${id}`)).json<ApplicationDetail>();
  const decide = async (caller: ApiCaller, ids: string[], decision: 'Approved' | 'Rejected') => {
    const response = await caller.call('POST', '/api/hcm/approve-application', {
      body: { ids, decision },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DecideApplicationsResponse>().results;
  };
  const queueOf = async (user: User) => {
    const response = await as[user].call('POST', '/api/hcm/list/application', {
      body: { approvalMatrix: { approverId: as[user].account.accountId }, limit: 200 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListApplicationResponse>();
  };
  const statusOf = async (id: string) => (await detailOf(as.admin, id)).status;
  /** Who was mailed about an application (its approve and reject links). */
  const mailedAbout = (id: string) =>
    withOrg(current().db, 'acme', async (tx) =>
      (
        await tx
          .selectFrom('mail_outbox')
          .select('to_address')
          .where('org_id', '=', 'acme')
          .where('body_text', 'like', `%/${id}/approve?token=%`)
          .execute()
      ).map((row) => row.to_address),
    );

  /** Makes `delegate` stand in for `away` today (HR edits the master), or ends it. */
  async function standIn(away: User, delegate: User | null) {
    const master = await read(as.hr, masters[away].id);
    const data: Record<string, unknown> = { ...master.data };
    delete data.approvalDelegate;
    delete data.delegationFrom;
    delete data.delegationTo;
    if (delegate)
      Object.assign(data, {
        approvalDelegate: refOf(delegate),
        delegationFrom: today,
        delegationTo: dateAfter(today, 1),
      });
    const response = await as.hr.call('PUT', `/api/records/${master.id}`, {
      body: { version: master.version, data },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** Overtime of the accountant's that waits on the line approver and HR: each party may decide it. */
  let controls = 0;
  const control = () => {
    const day = controls++;
    return application('accountant', 'accountant', 'overtime', {
      overtimeType: 'Overtime',
      date: workday(30 + Math.floor(day / 5), (day % 5) + 1),
      startTime: '18:00',
      endTime: '19:00',
      creditAsCto: false,
      reason: 'Month-end close',
    });
  };

  beforeAll(async () => {
    for (const user of USERS) as[user] = await signIn(current().app, 'acme', user);
    for (const user of USERS) {
      const [master] = await list(as.hr, {
        form_id: 'ers-employee',
        employeeNumber: as[user].account.employeeNumber,
      });
      masters[user] = master!;
    }
    const rows = await withOrg(current().db, 'acme', (tx) =>
      tx
        .selectFrom('accounts')
        .select(['username', 'email'])
        .where('org_id', '=', 'acme')
        .execute(),
    );
    for (const row of rows)
      if ((USERS as readonly string[]).includes(row.username))
        emails[row.username as User] = row.email ?? '';
    // Time off to take, for the CTO case; a schedule to change to; a self-assessed appraisal.
    await created(as.hr, 'leave-credit-adjustment', {
      employee: refOf('employee'),
      leaveType: 'Compensatory time off',
      days: 1,
      asOf: today,
    });
    const [template] = await list(as.hr, { form_id: 'schedule-template' });
    scheduleTemplate = { id: template!.id, label: String(template!.data.name) };
    const [seeded] = await list(as.hr, {
      form_id: 'pms-appraisal',
      employeeNumber: masters.employee.data.employeeNumber,
    });
    const selfRated = await saved(as.hr, seeded!, {
      kpis: (seeded!.data.kpis as object[]).map((kpi) => ({ ...kpi, selfRating: 4 })),
      competencies: ((seeded!.data.competencies ?? []) as object[]).map((competency) => ({
        ...competency,
        selfRating: 4,
      })),
    });
    expect(selfRated.statusCode, selfRated.body).toBe(200);
    appraisal = selfRated.json<RecordItem>();
  });

  const week = (n: number) => 20 + n;
  const timekeeping = (
    kind: ApplicationKind,
    details: (n: number) => object,
    people: Pick<Case, 'employee' | 'filer'> = { employee: 'employee', filer: 'hr' },
  ): Case => ({
    name: `${kind}${people.employee === people.filer ? ` filed by ${people.filer} for themselves` : ''}`,
    kind,
    ...people,
    approver: 'approver',
    file: (n) => application(people.filer, people.employee, kind, details(n)),
  });
  const leave = (n: number) => ({
    leaveType: 'Vacation leave',
    dateFrom: workday(week(n), 1),
    dateTo: workday(week(n), 1),
    dayPart: 'Whole day',
    reason: 'Family visit',
  });
  const CASES: Case[] = [
    timekeeping('leave', leave),
    // The issue as reported: HR files their own leave and stands in for its approver.
    timekeeping('leave', (n) => leave(n + 10), { employee: 'hr', filer: 'hr' }),
    timekeeping('overtime', (n) => ({
      overtimeType: 'Overtime',
      date: workday(week(n), 2),
      startTime: '18:00',
      endTime: '20:00',
      creditAsCto: false,
      reason: 'Release night',
    })),
    timekeeping('official-business', (n) => ({
      dateFrom: workday(week(n), 3),
      dateTo: workday(week(n), 3),
      startTime: '09:00',
      endTime: '12:00',
      destination: 'Client office',
      reason: 'Contract signing',
    })),
    timekeeping('punch-alteration', (n) => ({
      date: pastWorkday(n),
      direction: 'In',
      time: '08:00',
      reason: 'The kiosk was offline',
    })),
    timekeeping('change-work-schedule', (n) => ({
      dateFrom: workday(week(n), 4),
      dateTo: workday(week(n), 4),
      scheduleTemplate,
      reason: 'Covering the night shift',
    })),
    timekeeping('cto', (n) => ({
      date: workday(week(n), 5),
      minutes: 60,
      reason: 'Errands',
    })),
    timekeeping('mta', (n) => ({
      date: pastWorkday(n + 2),
      timeIn: '08:00',
      timeOut: '17:00',
      reason: 'Field work',
    })),
    timekeeping('dtr', () => {
      const cutoff = previousCutoff(today);
      return { cutoffFrom: cutoff.from, cutoffTo: cutoff.to };
    }),
    {
      name: 'employee movement',
      kind: 'movement',
      employee: 'employee',
      filer: 'hr',
      approver: 'approver',
      file: async () => {
        const movement = await created(as.hr, 'ers-movement', {
          employee: refOf('employee'),
          movementType: 'Promotion',
          effectiveDate: dateAfter(today, 30),
          position: 'Team Lead',
          reason: 'Took over the branch counter',
          status: 'Pending approval',
        });
        return applicationOf(movement.id);
      },
    },
    {
      name: 'loan',
      kind: 'loan',
      employee: 'employee',
      filer: 'payroll',
      approver: 'hr',
      file: async () => {
        const types = await list(as.payroll, { form_id: 'payroll-loan-type' });
        const type = types.find((candidate) => candidate.data.code === 'SSS-SAL');
        const loan = await created(as.payroll, 'payroll-loan', {
          employee: refOf('employee'),
          loanType: { id: type!.id, label: String(type!.data.name) },
          principal: 100_000,
          interest: 0,
          amortization: 50_000,
          startDate: dateAfter(today, 30),
          suspended: false,
          status: 'Pending approval',
        });
        return applicationOf(loan.id);
      },
    },
    {
      name: 'appraisal',
      kind: 'records',
      employee: 'employee',
      filer: 'hr',
      approver: 'approver',
      file: async () => {
        const fresh = await read(as.hr, appraisal.id);
        await moved(as.hr, fresh, 'Manager review');
        return applicationOf(appraisal.id);
      },
    },
    {
      name: 'training request',
      kind: 'records',
      employee: 'employee',
      filer: 'hr',
      approver: 'approver',
      file: async () => {
        const [training] = await list(as.hr, { form_id: 'ld-training', q: 'TR-2026-002' });
        const request = await created(as.hr, 'ld-training-request', {
          employee: refOf('employee'),
          training: { id: training!.id, label: 'training' },
          reason: 'The warehouse safety audit needs a certified first aider.',
        });
        await moved(as.hr, request, 'Submitted');
        return applicationOf(request.id);
      },
    },
    {
      // No employee field: the filer's own chain, so the filer is its employee too.
      name: 'vacancy',
      kind: 'records',
      employee: 'hr',
      filer: 'hr',
      approver: 'approver',
      file: async (n) => {
        const vacancy = await created(as.hr, 'ers-vacancy', {
          jobTitle: `Warehouse lead ${n}`,
          department: 'Operations',
          headcount: 1,
          reason: 'Expansion',
        });
        await moved(as.hr, vacancy, 'For approval');
        return applicationOf(vacancy.id);
      },
    },
  ];

  it('has a case for every kind that can be decided', () => {
    expect([...new Set(CASES.map((item) => item.kind))].sort()).toEqual(
      [...APPLICATION_KIND_SLUGS].sort(),
    );
  });

  it('gives a record naming the caller only what its own party may do, whatever their role', async () => {
    // The administrator's own appraisal: she fills in the employee's part, not HR's or hers.
    const [seeded] = await list(as.hr, {
      form_id: 'pms-appraisal',
      employeeNumber: masters.employee.data.employeeNumber,
    });
    const kpis = (seeded!.data.kpis as { name: string; weight: number }[]).map(
      ({ name, weight }) => ({ name, weight }),
    );
    const schedule = seeded!.data.schedule as { id: string; label: string };
    let own = await created(as.hr, 'pms-appraisal', {
      employee: refOf('admin'),
      schedule,
      periodStart: seeded!.data.periodStart,
      periodEnd: seeded!.data.periodEnd,
      kpiShare: 100,
      kpis,
    });
    const mine = await read(as.admin, own.id);
    expect(mine.editable).toEqual(expect.arrayContaining(['/kpis/*/selfRating']));
    expect(mine.editable).not.toContain('*');
    const reweighted = await saved(as.admin, own, {
      kpis: kpis.map((kpi, index) => ({
        ...kpi,
        weight: index === 0 ? kpi.weight + 1 : kpi.weight - 1,
      })),
    });
    expect(reweighted.statusCode, reweighted.body).toBe(422);

    const selfRated = await saved(as.admin, own, {
      kpis: kpis.map((kpi) => ({ ...kpi, selfRating: 4 })),
    });
    expect(selfRated.statusCode, selfRated.body).toBe(200);
    own = await moved(as.admin, selfRated.json<RecordItem>(), 'Manager review');

    // The line approver rates and approves it.
    const waiting = await read(as.approver, own.id);
    const rated = await saved(as.approver, waiting, {
      kpis: (waiting.data.kpis as object[]).map((kpi) => ({ ...kpi, rating: 3 })),
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const [approved] = await decide(as.approver, [await applicationOf(own.id)], 'Approved');
    expect(approved?.ok, approved?.error).toBe(true);

    // Calibrating and locking are HR's and the administrator's, but not on her own appraisal:
    // not in the form, not by an update import, not by the transition.
    own = await read(as.admin, own.id);
    expect(own.data.status).toBe('Approved');
    const calibrated = await saved(as.admin, own, {
      calibratedScore: 100,
      calibrationNote: 'Outstanding',
    });
    expect(calibrated.statusCode, calibrated.body).toBe(422);
    const batch = await uploadCsv(
      as.admin,
      'pms-appraisal',
      `employee,schedule,calibratedScore,calibrationNote\n${String(masters.admin.data.employeeNumber)},${schedule.label},100,Outstanding`,
      { mode: 'update' },
    );
    await checkBatch(as.admin, batch.id);
    expect((await problemsOf(as.admin, batch.id)).items.map((item) => item.message)).toEqual([
      'Not yours to change while the appraisal is Approved',
      'Not yours to change while the appraisal is Approved',
    ]);
    const locked = await transition(as.admin, own, 'Locked');
    expect(locked.statusCode, locked.body).toBe(403);
    expect(errorOf(locked).message).toBe('You cannot lock your own appraisal: someone else must.');
    own = await moved(as.hr, own, 'Locked');
    expect((await moved(as.admin, own, 'Acknowledged')).data.status).toBe('Acknowledged');
  });

  describe.each(CASES.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const parties = [...new Set([item.employee, item.filer])];
    let filings = 0;

    it.each(parties)(
      'is not decided by %s: not in its chain, nor as a stand-in, in bulk, by a link or as an approver',
      async (party) => {
        const reason = party === item.employee ? OWN : FILED;
        const who = as[party];
        let filed: string | undefined;
        try {
          await standIn(item.approver, party);
          const id = await item.file((filings += 1));
          filed = id;
          const other = await control();
          // Not among its approvers, not mailed a link, not in the queue or its badge.
          const { levels, currentLevel } = await detailOf(as.admin, id);
          const chain = levels.flatMap((level) => level.approvers.map((a) => a.accountId));
          expect(chain).not.toContain(who.account.accountId);
          expect(levels[0]?.approvers.map((a) => a.accountId)).toContain(
            as[item.approver].account.accountId,
          );
          const mailed = await mailedAbout(id);
          expect(mailed).toContain(emails[item.approver]);
          expect(mailed).not.toContain(emails[party]);
          const queue = await queueOf(party);
          expect(queue.items.map((entry) => entry.id)).not.toContain(id);
          expect(queue.items.map((entry) => entry.id)).toContain(other);
          expect((await queueOf(item.approver)).items.map((entry) => entry.id)).toContain(id);

          // In the app, alone or in a bulk decision with one the stand-in may decide.
          expect(await decide(who, [id], 'Approved')).toEqual([{ id, ok: false, error: reason }]);
          const bulk = await decide(who, [other, id], 'Rejected');
          expect(bulk[0]).toMatchObject({ id: other, ok: true, status: 'Rejected' });
          expect(bulk[1]).toEqual({ id, ok: false, error: reason });
          expect(await statusOf(id)).toBe('Pending');

          // A link made out to them (mailed before the rule) does not act.
          const token = await withOrg(current().db, 'acme', (tx) =>
            createApprovalLink(tx, 'acme', {
              applicationId: id,
              level: currentLevel,
              accountId: who.account.accountId,
              decision: 'Approved',
            }),
          );
          const anonymous = new ApiCaller(current().app, 'acme');
          const view = await anonymous.call('POST', '/api/email-approvals/view', {
            body: { token },
          });
          expect(view.statusCode, view.body).toBe(200);
          expect(view.json<EmailLinkView>().state).toBe('revoked');
          const viaLink = await anonymous.call('POST', '/api/email-approvals/decide', {
            body: { token },
          });
          expect(viaLink.statusCode, viaLink.body).toBe(403);
          expect(errorOf(viaLink).message).toBe(reason);

          // Nor as an approver of its level, as a chain resolved before the rule could name them.
          await withOrg(current().db, 'acme', (tx) =>
            tx
              .updateTable('applications')
              .set({
                current_approver_ids: sql`array_append(current_approver_ids, ${who.account.accountId}::uuid)`,
              })
              .where('org_id', '=', 'acme')
              .where('application_id', '=', id)
              .execute(),
          );
          expect(await decide(who, [id], 'Approved')).toEqual([{ id, ok: false, error: reason }]);
          expect((await detailOf(who, id)).can).toEqual({ decide: false, cancel: true });
          expect((await queueOf(party)).items.map((entry) => entry.id)).not.toContain(id);
          expect(await statusOf(id)).toBe('Pending');
        } finally {
          await standIn(item.approver, null);
          if (filed)
            await as.admin.call('POST', `/api/hcm/application/${filed}/cancel`, { body: {} });
        }
      },
    );
  });

  it("gives a stand-in none of the approver's rights on a record naming the stand-in", async () => {
    // The employee stands in for her line approver while her appraisal waits on him.
    await standIn('approver', 'employee');
    try {
      const fresh = await read(as.hr, appraisal.id);
      const waiting = await moved(as.hr, fresh, 'Manager review');
      const hers = await read(as.employee, waiting.id);
      expect(hers.editable ?? []).not.toContain('/kpis/*/rating');
      const selfRated = await saved(as.employee, hers, {
        kpis: (hers.data.kpis as object[]).map((kpi) => ({ ...kpi, rating: 5 })),
      });
      expect(selfRated.statusCode, selfRated.body).toBe(422);
    } finally {
      await standIn('approver', null);
    }
  });

  it('stops a link from acting once its approver is disabled', async () => {
    const id = await application('employee', 'employee', 'overtime', {
      overtimeType: 'Overtime',
      date: workday(40, 1),
      startTime: '18:00',
      endTime: '19:00',
      creditAsCto: false,
      reason: 'Stocktaking',
    });
    const mail = await withOrg(current().db, 'acme', (tx) =>
      tx
        .selectFrom('mail_outbox')
        .select('body_text')
        .where('org_id', '=', 'acme')
        .where('to_address', '=', emails.approver)
        .where('body_text', 'like', `%/${id}/approve?token=%`)
        .executeTakeFirstOrThrow(),
    );
    const token = decodeURIComponent(/\/approve\?token=(\S+)/.exec(mail.body_text)![1]!);
    const anonymous = new ApiCaller(current().app, 'acme');
    const view = async () =>
      (
        await anonymous.call('POST', '/api/email-approvals/view', { body: { token } })
      ).json<EmailLinkView>().state;
    const access = (disabled: boolean) =>
      as.admin.call('PATCH', `/api/iam/accounts/${as.approver.account.accountId}`, {
        body: { disabled },
      });
    expect(await view()).toBe('open');
    expect((await access(true)).statusCode).toBe(200);
    try {
      expect(await view()).toBe('revoked');
      const refused = await anonymous.call('POST', '/api/email-approvals/decide', {
        body: { token },
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(errorOf(refused).message).toMatch(/disabled/);
      expect(await statusOf(id)).toBe('Pending');
    } finally {
      expect((await access(false)).statusCode).toBe(200);
    }
    // Enabled again, the link acts while it has not expired.
    expect(await view()).toBe('open');
    const decided = await anonymous.call('POST', '/api/email-approvals/decide', {
      body: { token },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await statusOf(id)).toBe('Approved');
    // Signing in again after the disabling is the approver's own business.
    as.approver = await signIn(current().app, 'acme', 'approver');
  });
});
