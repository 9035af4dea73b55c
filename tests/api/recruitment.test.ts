import { beforeAll, expect, it } from 'vitest';
import type { ChecklistListResponse } from '../../src/shared/api/onboarding';
import type { NavigationResponse } from '../../src/shared/api/platform';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import type { AtsApplicantData } from '../../src/shared/forms/record-types.generated';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

describeOnEachDatabase('recruitment: the pipeline to hired', (current) => {
  let hr: ApiCaller;
  let icareHr: ApiCaller;

  const list = async (caller: ApiCaller, body: Record<string, unknown>) =>
    (
      await caller.call('POST', '/api/records/list', { body: { pageSize: 200, ...body } })
    ).json<RecordListResponse>();
  const applicant = async (lastName: string) => {
    const { items } = await list(hr, { form_id: 'ats-applicant', q: lastName, fields: ['*'] });
    const found = items.find((item) => item.data.lastName === lastName);
    if (!found) throw new Error(`no applicant ${lastName}`);
    return found as RecordItem & { data: AtsApplicantData };
  };
  const move = (record: RecordItem, data: Record<string, unknown>, caller = hr) =>
    caller.call('PUT', `/api/records/${record.id}`, {
      body: { version: record.version, data: { ...record.data, ...data } },
    });

  beforeAll(async () => {
    hr = await signIn(current().app, 'acme', 'hr');
    icareHr = await signIn(current().app, 'icare', 'hr');
  });

  it('seeds applicants whose opening and source are records of this organisation', async () => {
    const openings = await list(hr, { form_id: 'ats-job-opening' });
    const andrea = await applicant('Villanueva');
    expect(openings.items.map((item) => item.id)).toContain(andrea.data.jobOpening.id);
    expect(andrea.data.jobOpening.label).toBe('JO-2026-001, Payroll Specialist');
    const icareOpenings = await list(icareHr, { form_id: 'ats-job-opening' });
    expect(icareOpenings.items.map((item) => item.id)).not.toContain(andrea.data.jobOpening.id);
  });

  it('hires an applicant moved to Hired: an employee with an account and an onboarding checklist', async () => {
    const andrea = await applicant('Villanueva');
    const moved = await move(andrea, { stage: 'Hired', employeeNumber: 'ATS-0001' });
    expect(moved.statusCode, moved.body).toBe(200);
    // The answer is the record as stored, marks included, so the next save is not stale.
    const hired = moved.json<RecordItem & { data: AtsApplicantData }>();
    expect(hired.data.hiredEmployee).toMatchObject({ employeeNumber: 'ATS-0001' });
    expect(hired.data.daysToHire).toBeGreaterThan(0);
    expect(hired).toEqual(await applicant('Villanueva'));

    const { items } = await list(hr, {
      form_id: 'ers-employee',
      employeeNumber: 'ATS-0001',
      fields: ['*'],
    });
    expect(items[0]?.data).toMatchObject({
      firstName: 'Andrea',
      lastName: 'Villanueva',
      email: 'andrea.villanueva@example.ph',
      department: 'Finance',
      position: 'Payroll Specialist',
      hireDate: '2027-01-04',
      rate: 4200000,
      employmentStatus: 'Probationary',
    });
    const checklists = (
      await hr.call('GET', '/api/accumulator?q=ATS-0001')
    ).json<ChecklistListResponse>();
    expect(checklists.items.map((item) => item.employeeNumber)).toEqual(['ATS-0001']);
  });

  it('gives a hire without a number the one after the newest employee', async () => {
    const carlo = await applicant('Mendoza');
    const moved = await move(carlo, { stage: 'Hired', startDate: '2027-01-11' });
    expect(moved.statusCode, moved.body).toBe(200);
    // ATS-0001 was the newest employee (previous test): ATS-0002 follows it.
    expect(moved.json<RecordItem & { data: AtsApplicantData }>().data.hiredEmployee).toMatchObject({
      employeeNumber: 'ATS-0002',
    });
  });

  it('keeps a hired applicant hired, and the hire marks are not anyone’s to type', async () => {
    const andrea = await applicant('Villanueva');
    const back = await move(andrea, { stage: 'Offer' });
    expect(back.statusCode).toBe(422);
    expect(errorOf(back).fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/stage' })]),
    );
    const bea = await applicant('Santiago');
    const forged = await move(bea, { hiredOn: '2026-11-01' });
    expect(forged.statusCode).toBe(422);
    expect(errorOf(forged).fields).toEqual([
      { path: '/hiredOn', message: 'Hired on is set when the applicant is hired' },
    ]);
  });

  it('refuses a hire whose employee would break the master, and writes nothing', async () => {
    const bea = await applicant('Santiago');
    // ATS-0001 is taken: the employee master refuses it, so the applicant is not hired either.
    const refused = await move(bea, { stage: 'Hired', employeeNumber: 'ATS-0001' });
    expect(refused.statusCode).toBe(422);
    expect((await applicant('Santiago')).data.stage).toBe('Screening');
  });

  it('lists the pipeline and the dashboard in the recruiters’ menu only', async () => {
    const menuOf = async (caller: ApiCaller) =>
      (await caller.call('GET', '/api/navigation')).json<NavigationResponse>().groups;
    const recruitment = (await menuOf(hr)).find((group) => group.label === 'Recruitment');
    expect(recruitment?.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Applicant pipeline', path: '/ats/applicants/pipeline' }),
        expect.objectContaining({ label: 'Recruitment dashboard', path: '/ats/dashboard' }),
      ]),
    );
    const employee = await signIn(current().app, 'acme', 'employee');
    const paths = (await menuOf(employee)).flatMap((group) => group.items.map((item) => item.path));
    expect(paths).not.toContain('/ats/applicants/pipeline');
  });

  it('shows another organisation none of it', async () => {
    const andrea = await applicant('Villanueva');
    expect((await icareHr.call('GET', `/api/records/${andrea.id}`)).statusCode).toBe(404);
    expect((await move(andrea, { notes: 'x' }, icareHr)).statusCode).toBe(404);
  });
});
