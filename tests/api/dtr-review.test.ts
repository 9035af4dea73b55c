import { beforeAll, expect, it } from 'vitest';
import type { ApplicationDetail, DtrValidation } from '../../src/shared/api/applications';
import { withOrg } from '../../src/server/db/tenant';
import { dateAfter } from '../../src/server/timekeeping/schedule-calendar';
import { previousCutoff } from '../../src/shared/timekeeping/cutoff';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { todayAtWork, workingDays } from './support/work-dates';

describeOnEachDatabase('DTR review of a cut-off', (current) => {
  let employee: ApiCaller;
  let approver: ApiCaller;
  let hr: ApiCaller;
  const cutoff = previousCutoff(todayAtWork());
  // The first working day of the cut-off.
  let day = cutoff.from;
  while (workingDays(day, day) === 0) day = dateAfter(day, 1);

  beforeAll(async () => {
    employee = await signIn(current().app, 'acme', 'employee');
    approver = await signIn(current().app, 'acme', 'approver');
    hr = await signIn(current().app, 'acme', 'hr');
  });

  const validate = async () => {
    const response = await employee.call('POST', '/api/hcm/valitdate/dtr', {
      body: { cutoffFrom: cutoff.from },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DtrValidation>();
  };
  const file = (kind: string, details: object) =>
    employee.call('POST', '/api/hcm/application', { body: { kind, details } });
  const approve = (id: string) =>
    approver.call('POST', '/api/hcm/approve-application', {
      body: { ids: [id], decision: 'Approved' },
    });

  it('holds a time record with a missing punch until a time correction fixes it', async () => {
    await withOrg(current().db, 'acme', (tx) =>
      tx
        .insertInto('punches')
        .values({
          org_id: 'acme',
          employee_number: '2022-0005',
          punched_at: new Date(`${day}T08:02:00+08:00`),
          direction: 'in',
          source: 'import',
          recorded_by: 'test',
        })
        .execute(),
    );
    const blocked = await validate();
    expect(blocked).toMatchObject({ cutoffFrom: cutoff.from, cutoffTo: cutoff.to, ready: false });
    expect(blocked.problems[0]?.message).toContain(`${day} missing-out`);
    const early = await file('dtr', { cutoffFrom: cutoff.from, cutoffTo: cutoff.to });
    expect(early.statusCode).toBe(422);

    const correction = await file('punch-alteration', {
      date: day,
      direction: 'Out',
      time: '17:04',
      reason: 'The kiosk was offline',
    });
    expect(correction.statusCode, correction.body).toBe(201);
    await approve(correction.json<ApplicationDetail>().id);
    expect(await validate()).toMatchObject({ ready: true, problems: [], review: null });
  });

  it('closes the cut-off once approved; HR reopens it by cancelling the review', async () => {
    const filed = await file('dtr', {
      cutoffFrom: cutoff.from,
      cutoffTo: cutoff.to,
      reason: 'All in order',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const review = filed.json<ApplicationDetail>();
    expect(review).toMatchObject({ kind: 'dtr', approvalType: 'dtr', status: 'Pending' });
    expect((await validate()).review).toEqual({ id: review.id, status: 'Pending' });
    const twice = await file('dtr', { cutoffFrom: cutoff.from, cutoffTo: cutoff.to });
    expect(errorOf(twice).fields?.[0]?.message).toMatch(/overlaps your pending dtr review/);

    expect((await approve(review.id)).json<{ results: { ok: boolean }[] }>().results[0]?.ok).toBe(
      true,
    );
    const leave = {
      leaveType: 'Vacation leave',
      dateFrom: day,
      dateTo: day,
      dayPart: 'Whole day',
      reason: 'Forgot to file',
    };
    const locked = await file('leave', leave);
    expect(locked.statusCode).toBe(422);
    expect(errorOf(locked).fields?.[0]?.message).toBe(
      `The time record of ${cutoff.label} is approved; ask HR to reopen it.`,
    );
    const reopened = await hr.call('POST', `/api/hcm/application/${review.id}/cancel`, {
      body: { remark: 'Reopened for a late leave' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await file('leave', leave)).statusCode).toBe(201);
  });
});
