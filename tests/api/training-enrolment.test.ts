import { beforeAll, expect, it } from 'vitest';
import type { ListApplicationResponse } from '../../src/shared/api/applications';
import type { FormResponse, RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

// An approved training request enrols its employee (src/server/learning/): the enrolment
// carries the training's dates, so it shows on the attendance calendar, and follows them.

describeOnEachDatabase('training requests and enrolment', (current) => {
  let employee: ApiCaller;
  let approver: ApiCaller;
  let hr: ApiCaller;

  beforeAll(async () => {
    const as = (user: string) => signIn(current().app, 'acme', user);
    [employee, approver, hr] = await Promise.all([as('employee'), as('approver'), as('hr')]);
  });

  const list = async (caller: ApiCaller, body: Record<string, unknown>) => {
    const response = await caller.call('POST', '/api/records/list', {
      body: { fields: ['*'], ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordListResponse>().items;
  };
  const training = async (code: string) =>
    (await list(hr, { form_id: 'ld-training', q: code }))[0]!;
  const enrolments = async (caller: ApiCaller, trainingId: string) =>
    list(caller, { form_id: 'ld-training-attendance', filter: { training: trainingId } });

  /** The employee files a request for the training and the approver, her manager, approves it. */
  async function requestApproved(trainingRecord: RecordItem) {
    const [self] = await list(hr, { form_id: 'ers-employee', employeeNumber: '2022-0005' });
    const created = await employee.call('POST', '/api/records', {
      body: {
        form_id: 'ld-training-request',
        data: {
          employee: { id: self!.id, label: 'Mendoza, Carla', employeeNumber: '2022-0005' },
          training: { id: trainingRecord.id, label: 'training' },
          reason: 'The warehouse safety audit needs a certified first aider.',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json<RecordItem>();
    const submitted = await employee.call('POST', `/api/records/${request.id}/transition`, {
      body: { to: 'Submitted', version: request.version },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const queue = await approver.call('POST', '/api/hcm/list/application', {
      body: { approvalMatrix: { approverId: approver.account.accountId }, status: ['Pending'] },
    });
    // Her only pending record approval is this one: earlier ones are decided.
    const items = queue
      .json<ListApplicationResponse>()
      .items.filter(
        (entry) => entry.approvalType === 'records' && entry.employeeNumber === '2022-0005',
      );
    expect(items, queue.body).toHaveLength(1);
    const decided = await approver.call('POST', '/api/hcm/approve-application', {
      body: { ids: [items[0]!.id], decision: 'Approved' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    return request;
  }

  it('enrols the employee once, with the training dates, when the request is approved', async () => {
    const firstAid = await training('TR-2026-002');
    expect(await enrolments(hr, firstAid.id)).toHaveLength(0);

    const request = await requestApproved(firstAid);
    const approved = await employee.call('GET', `/api/records/${request.id}`);
    expect(approved.json<RecordItem>().data.status).toBe('Approved');

    // Her enrolment, which she may read as her own, on the training's days.
    const [enrolment, ...others] = await enrolments(employee, firstAid.id);
    expect(others).toHaveLength(0);
    expect(enrolment!.data).toMatchObject({
      status: 'Enrolled',
      employee: { employeeNumber: employee.account.employeeNumber },
      startDate: firstAid.data.startDate,
      endDate: firstAid.data.endDate,
    });

    // A second approved request for the same training enrols nobody twice.
    await requestApproved(firstAid);
    expect(await enrolments(hr, firstAid.id)).toHaveLength(1);
  });

  it('keeps enrolments on the training dates when the training moves', async () => {
    const coaching = await training('TR-2026-003');
    await requestApproved(coaching);
    const moved = await hr.call('PUT', `/api/records/${coaching.id}`, {
      body: {
        version: coaching.version,
        data: { ...coaching.data, startDate: '2027-01-13', endDate: '2027-01-15' },
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [enrolment] = await enrolments(hr, coaching.id);
    expect(enrolment!.data).toMatchObject({ startDate: '2027-01-13', endDate: '2027-01-15' });

    // Dates typed into an enrolment are the training's all the same.
    const edited = await hr.call('PUT', `/api/records/${enrolment!.id}`, {
      body: {
        version: enrolment!.version,
        data: { ...enrolment!.data, startDate: '2030-01-01', status: 'Attended' },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<RecordItem>().data).toMatchObject({
      status: 'Attended',
      startDate: '2027-01-13',
    });
  });

  it('names the employee in the form for one who may file only their own requests', async () => {
    const form = async (caller: ApiCaller) =>
      (await caller.call('GET', '/api/forms/ld-training-request')).json<FormResponse>();
    expect((await form(employee)).self).toMatchObject({
      label: 'Mendoza, Carla',
      employeeNumber: '2022-0005',
    });
    expect((await form(hr)).self).toBeUndefined();
  });

  it('leaves another organisation without the enrolment', async () => {
    const icare = await signIn(current().app, 'icare', 'hr');
    const found = await list(icare, { form_id: 'ld-training-attendance', q: 'Mendoza' });
    expect(found).toHaveLength(0);
  });
});
