import { beforeAll, expect, it } from 'vitest';
import type { CareersOpenings, CareersReceipt } from '../../src/shared/api/careers';
import type { OutboxMessage } from '../../src/shared/api/mail';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { dateAfter } from '../../src/server/timekeeping/schedule-calendar';
import { ApiCaller, errorOf, signIn } from './support/api-client';
import { multipart } from './support/multipart';
import { describeOnEachDatabase } from './support/on-each-database';
import { todayAtWork } from './support/work-dates';

const PDF = Buffer.from('%PDF-1.4\n% a CV\n');

/** What a candidate types on the careers page. */
const answers = (openingId: string, email: string) => ({
  openingId,
  firstName: 'Liza',
  lastName: 'Domingo',
  email,
  mobile: '+639175550101',
  yearsOfExperience: 4,
  expectedSalary: 35_000_00,
  notes: 'Four years of payroll in a BPO.',
});

describeOnEachDatabase('the careers page', (current) => {
  let visitor: ApiCaller;
  let hr: ApiCaller;
  let openingId: string;

  beforeAll(async () => {
    visitor = new ApiCaller(current().app, 'acme');
    hr = await signIn(current().app, 'acme', 'hr');
    const today = todayAtWork();
    // HR's own employee record hires for it, so the new-applicant mail goes to HR.
    const manager = (
      await hr.call('POST', '/api/records/list', {
        body: { form_id: 'ers-employee', employeeNumber: hr.account.employeeNumber },
      })
    ).json<RecordListResponse>().items[0];
    const opening = await hr.call('POST', '/api/records', {
      body: {
        form_id: 'ats-job-opening',
        data: {
          code: 'JO-2026-901',
          title: 'Payroll analyst',
          department: 'Finance',
          openings: 1,
          postedOn: dateAfter(today, -1),
          closesOn: dateAfter(today, 30),
          qualifications: 'Two years of payroll',
          status: 'Open',
          hiringManager: {
            id: manager?.id,
            label: 'HR',
            employeeNumber: hr.account.employeeNumber,
          },
        },
      },
    });
    expect(opening.statusCode, opening.body).toBe(201);
    openingId = opening.json<RecordItem>().id;
  });

  const apply = (
    caller: ApiCaller,
    body: unknown,
    cv = PDF,
    type = 'application/pdf',
    org = 'acme',
  ) => {
    const upload = multipart('liza-domingo-cv.pdf', type, cv, {
      part: 'cv',
      fields: { application: JSON.stringify(body) },
    });
    return caller.call('POST', `/api/careers/${org}/applications`, {
      body: upload.payload,
      headers: { 'content-type': upload.contentType },
      ip: '198.51.100.7',
    });
  };

  it('lists the open openings to anyone, and none of another organisation', async () => {
    const response = await visitor.call('GET', '/api/careers/acme/openings');
    expect(response.statusCode).toBe(200);
    const { organization, openings } = response.json<CareersOpenings>();
    expect(organization).toBe('Acme Corporation');
    expect(openings.find((opening) => opening.id === openingId)).toMatchObject({
      title: 'Payroll analyst',
      department: 'Finance',
      qualifications: 'Two years of payroll',
    });
    expect(openings.every((opening) => opening.code !== 'JO-2026-003')).toBe(true);
    const icare = await new ApiCaller(current().app, 'icare').call(
      'GET',
      '/api/careers/icare/openings',
    );
    expect(icare.json<CareersOpenings>().openings.some((opening) => opening.id === openingId)).toBe(
      false,
    );
    const stranger = new ApiCaller(current().app, 'nowhere');
    expect((await stranger.call('GET', '/api/careers/nowhere/openings')).statusCode).toBe(404);
  });

  it('makes an application an applicant at Applied with the CV, and tells the hiring manager', async () => {
    const response = await apply(visitor, answers(openingId, 'liza@example.com'));
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<CareersReceipt>();
    expect(receipt).toMatchObject({
      opening: 'Payroll analyst',
      reference: expect.stringMatching(/^APP-[0-9A-F]{8}$/) as string,
    });

    const found = (
      await hr.call('POST', '/api/records/list', {
        body: { form_id: 'ats-applicant', q: 'liza@example.com', fields: ['*'] },
      })
    ).json<RecordListResponse>();
    expect(found.items).toHaveLength(1);
    const applicant = found.items[0];
    expect(applicant?.createdBy).toBe('careers page');
    expect(applicant?.data).toMatchObject({
      firstName: 'Liza',
      stage: 'Applied',
      appliedOn: todayAtWork(),
      expectedSalary: 35_000_00,
      jobOpening: { id: openingId, label: 'JO-2026-901, Payroll analyst' },
      source: { label: 'Careers page' },
      cv: { name: 'liza-domingo-cv.pdf', type: 'application/pdf' },
      notes: 'Four years of payroll in a BPO.',
    });
    const cv = await hr.call('GET', `/api/files/${(applicant?.data.cv as { id: string }).id}`);
    expect(cv.rawPayload.equals(PDF)).toBe(true);

    const admin = await signIn(current().app, 'acme', 'admin');
    const outbox = (await admin.call('GET', '/api/mail/outbox?limit=50')).json<{
      items: OutboxMessage[];
    }>();
    expect(
      outbox.items.some(
        (mail) => mail.subject === 'New applicant for Payroll analyst: Liza Domingo',
      ),
    ).toBe(true);
  });

  it('refuses a second application of the same e-mail to the same opening', async () => {
    const again = await apply(visitor, answers(openingId, 'LIZA@example.com'));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields).toEqual([
      { path: '/application/email', message: 'This e-mail has already applied for it' },
    ]);
  });

  it('refuses bad answers, a closed opening, a missing or foreign CV, naming the part, and writes nothing', async () => {
    const bad = await apply(visitor, {
      ...answers(openingId, 'not-an-email'),
      yearsOfExperience: 99,
    });
    expect(bad.statusCode).toBe(422);
    expect(
      errorOf(bad)
        .fields?.map((field) => field.path)
        .sort(),
    ).toEqual(['/application/email', '/application/yearsOfExperience']);
    const closed = (await visitor.call('GET', '/api/careers/acme/openings'))
      .json<CareersOpenings>()
      .openings.map((opening) => opening.id);
    const filled = (
      await hr.call('POST', '/api/records/list', {
        body: { form_id: 'ats-job-opening', q: 'JO-2026-003' },
      })
    ).json<RecordListResponse>().items[0]?.id;
    expect(closed).not.toContain(filled);
    const toClosed = await apply(visitor, answers(filled ?? '', 'someone@example.com'));
    expect(errorOf(toClosed).fields).toEqual([
      { path: '/application/openingId', message: 'This opening is not taking applications now' },
    ]);
    const exe = await apply(
      visitor,
      answers(openingId, 'exe@example.com'),
      Buffer.from('MZ'),
      'application/x-msdownload',
    );
    expect(errorOf(exe).fields).toEqual([
      { path: '/cv', message: 'CV must be a PDF or Word document' },
    ]);
    const json = await visitor.call('POST', '/api/careers/acme/applications', {
      body: answers(openingId, 'json@example.com'),
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const names = (
      await hr.call('POST', '/api/records/list', {
        body: { form_id: 'ats-applicant', q: 'example.com' },
      })
    ).json<RecordListResponse>().items;
    expect(names).toHaveLength(1);
  });

  it('applies only to the organisation in the path, and another organisation never sees it', async () => {
    const crossed = await apply(
      new ApiCaller(current().app, 'icare'),
      answers(openingId, 'x@example.com'),
      PDF,
      'application/pdf',
      'acme',
    );
    expect(crossed.statusCode).toBe(403);
    const elsewhere = await apply(
      new ApiCaller(current().app, 'icare'),
      answers(openingId, 'y@example.com'),
      PDF,
      'application/pdf',
      'icare',
    );
    expect(errorOf(elsewhere).fields?.[0]?.path).toBe('/application/openingId');
    const icareHr = await signIn(current().app, 'icare', 'hr');
    const theirs = (
      await icareHr.call('POST', '/api/records/list', {
        body: { form_id: 'ats-applicant', q: 'Domingo' },
      })
    ).json<RecordListResponse>();
    expect(theirs.total).toBe(0);
  });

  it('takes a few applications an hour from one address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await apply(visitor, answers(openingId, `many${n}@example.com`))).statusCode);
    // One was filed above from this address; four more are taken, then it must wait.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });
});
