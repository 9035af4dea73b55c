import { beforeAll, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../src/shared/api/applications';
import type { RecordItem, RecordListResponse, StoredFile } from '../../src/shared/api/records';
import { errorOf, signIn, signInPastFirstPassword, type ApiCaller } from './support/api-client';
import { multipart } from './support/multipart';
import { describeOnEachDatabase } from './support/on-each-database';
import { weekday } from './support/work-dates';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

// A file is read by its uploader and by whoever may read what references it (a record, an
// application), each by that thing's own rule; anyone else of the organisation gets a 404.
describeOnEachDatabase('who reads a stored file', (current) => {
  let hr: ApiCaller;
  let admin: ApiCaller;
  let carla: ApiCaller; // `employee`, 2022-0005, Operations, reports to Ramon
  let ramon: ApiCaller; // `approver`, 2022-0004
  let paolo: ApiCaller; // `newhire`, 2022-0006
  const masters = new Map<string, RecordItem>();

  beforeAll(async () => {
    const app = current().app;
    hr = await signIn(app, 'acme', 'hr');
    admin = await signIn(app, 'acme', 'admin');
    carla = await signIn(app, 'acme', 'employee');
    ramon = await signIn(app, 'acme', 'approver');
    paolo = await signInPastFirstPassword(app, 'acme', 'newhire');
    const { items } = (
      await hr.call('POST', '/api/records/list', {
        body: { form_id: 'ers-employee', pageSize: 100, fields: ['*'] },
      })
    ).json<RecordListResponse>();
    for (const item of items) masters.set(String(item.data.employeeNumber), item);
  });

  const upload = async (caller: ApiCaller, name: string, type = 'application/pdf') => {
    const body =
      type === 'image/png'
        ? Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
        : Buffer.from(`%PDF-1.4\n% ${name}\n`);
    const { payload, contentType } = multipart(name, type, body);
    const response = await caller.call('POST', '/api/files', {
      body: payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<StoredFile>();
  };
  const statusOf = async (caller: ApiCaller, file: StoredFile) =>
    (await caller.call('GET', `/api/files/${file.id}`)).statusCode;
  const employeeRef = (number: string) => {
    const master = masters.get(number)!;
    return {
      id: master.id,
      label: `${String(master.data.lastName)}, ${String(master.data.firstName)}`,
      employeeNumber: number,
    };
  };
  const create = async (caller: ApiCaller, formId: string, data: Record<string, unknown>) => {
    const response = await caller.call('POST', '/api/records', {
      body: { form_id: formId, data },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RecordItem>();
  };

  it("gives a record's attachment to who may read the record and its uploader, nobody else", async () => {
    const notice = await upload(hr, 'notice-to-explain.pdf');
    await create(hr, 'ers-disciplinary-action', {
      employee: employeeRef('2022-0004'),
      incidentDate: '2026-10-05',
      reportedOn: '2026-10-06',
      offenceCategory: 'Attendance',
      decision: 'None',
      status: 'Open',
      attachments: [notice],
    });
    // HR uploaded it, an admin reads every disciplinary action, Ramon reads his own.
    expect(await statusOf(hr, notice)).toBe(200);
    expect(await statusOf(admin, notice)).toBe(200);
    expect(await statusOf(ramon, notice)).toBe(200);
    // Carla and Paolo read only their own actions; another organisation has no such file.
    expect(await statusOf(carla, notice)).toBe(404);
    expect(await statusOf(paolo, notice)).toBe(404);
    expect(await statusOf(await signIn(current().app, 'icare', 'admin'), notice)).toBe(404);
  });

  it('keeps an upload nothing references to its uploader', async () => {
    const draft = await upload(carla, 'draft-certificate.pdf');
    expect(await statusOf(carla, draft)).toBe(200);
    for (const other of [ramon, hr, admin]) expect(await statusOf(other, draft)).toBe(404);
  });

  it('attaches only files the saver uploaded, so nobody reaches a file by naming it', async () => {
    const hrs = await upload(hr, 'salary-review.pdf');
    const planted = await carla.call('POST', '/api/records', {
      body: {
        form_id: 'ers-employee-skill',
        data: {
          employee: employeeRef('2022-0005'),
          otherSkill: 'Welding',
          level: 2,
          evidence: [hrs],
        },
      },
    });
    expect(planted.statusCode, planted.body).toBe(422);
    expect(errorOf(planted).fields).toEqual([
      { path: '/evidence/0', message: 'Evidence must be a file you uploaded' },
    ]);
    expect(await statusOf(carla, hrs)).toBe(404);

    // One's own upload is taken, and a file already on the record stays when someone else saves.
    const own = await upload(carla, 'welding-certificate.pdf');
    const skill = await create(carla, 'ers-employee-skill', {
      employee: employeeRef('2022-0005'),
      otherSkill: 'Welding',
      level: 2,
      evidence: [own],
    });
    const edited = await hr.call('PUT', `/api/records/${skill.id}`, {
      body: { data: { ...skill.data, level: 3 }, version: skill.version },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await statusOf(hr, own)).toBe(200);
  });

  it("gives an application's attachment to its approvers and staff, not to a co-worker", async () => {
    const note = await upload(carla, 'medical-certificate.pdf');
    const leave = (attachments: StoredFile[]) =>
      carla.call('POST', '/api/hcm/application', {
        body: {
          kind: 'leave',
          details: {
            leaveType: 'Vacation leave',
            dateFrom: weekday(5, 2),
            dateTo: weekday(5, 2),
            dayPart: 'Whole day',
            reason: 'Check-up',
            attachments,
          },
        },
      });
    const planted = await leave([await upload(hr, 'someone-elses.pdf')]);
    expect(planted.statusCode, planted.body).toBe(422);
    expect(errorOf(planted).fields?.[0]?.path).toBe('/details/attachments/0');

    const filed = await leave([note]);
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json<ApplicationDetail>().status).toBe('Pending');
    expect(await statusOf(ramon, note)).toBe(200);
    expect(await statusOf(hr, note)).toBe(200);
    expect(await statusOf(paolo, note)).toBe(404);
  });

  it("gives an announcement's attachment to its audience while it is theirs", async () => {
    const memo = await upload(hr, 'memo.pdf');
    const announce = (audience: Record<string, unknown>, attachments: StoredFile[]) =>
      create(hr, 'announcement', {
        title: `Memo ${Math.random()}`,
        body: paragraph('Details attached.'),
        publishAt: at(-HOUR),
        attachments,
        ...audience,
      });
    await announce({ audience: 'Everyone' }, [memo]);
    expect(await statusOf(carla, memo)).toBe(200);

    const finance = await upload(hr, 'finance-only.pdf');
    await announce({ audience: 'Department', department: 'Finance' }, [finance]);
    expect(await statusOf(carla, finance)).toBe(404); // Operations
    expect(await statusOf(await signIn(current().app, 'acme', 'payroll'), finance)).toBe(200);
  });

  it("shows a colleague's photo to everyone who sees the organisation chart", async () => {
    const face = await upload(hr, 'ramon.png', 'image/png');
    const master = masters.get('2022-0004')!;
    const saved = await hr.call('PUT', `/api/records/${master.id}`, {
      body: { data: { ...master.data, photo: face }, version: master.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const chart = (await carla.call('GET', '/api/hcm/organization-chart')).body;
    expect(chart).toContain(face.id);
    expect(await statusOf(carla, face)).toBe(200);
    expect(await statusOf(paolo, face)).toBe(200);
  });
});
