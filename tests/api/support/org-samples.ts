import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Operation } from './openapi';
import { signIn, type ApiCaller } from './api-client';
import { multipart } from './multipart';
import type { Hints } from './schema-sample';
import { workday } from './work-dates';

/** The demo roles; every organisation has a user of each, named like the role. */
export const ROLES = ['admin', 'hr', 'payroll', 'approver', 'employee'] as const;

/**
 * One organisation's things a request can name: ids, employee numbers, tokens and cursors,
 * gathered (and some planted) through its own users, plus marker text found nowhere else.
 */
export interface OrgSamples {
  orgId: string;
  callers: Record<(typeof ROLES)[number], ApiCaller>;
  employeeNumbers: string[];
  accountIds: string[];
  recordIds: string[];
  /** A record type built in the browser (the form builder's). */
  builtFormIds: string[];
  fileIds: string[];
  applicationIds: string[];
  kioskIds: string[];
  kioskTokens: string[];
  /** Approve/reject links' tokens from the organisation's outbox. */
  linkTokens: string[];
  cursors: string[];
  /** Text only this organisation's data holds: planted markers, its people's names and mail. */
  markers: string[];
}

async function ok<T>(caller: ApiCaller, method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await caller.call(method, url, body === undefined ? {} : { body });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json<T>();
}

/** Plants a record, a file, a leave application and a kiosk marked as `orgId`'s, and gathers. */
export async function gatherSamples(app: FastifyInstance, orgId: string): Promise<OrgSamples> {
  const marker = `${orgId.toUpperCase()}-PRIVATE-${randomBytes(4).toString('hex')}`;
  const callers = Object.fromEntries(
    await Promise.all(ROLES.map(async (role) => [role, await signIn(app, orgId, role)] as const)),
  ) as OrgSamples['callers'];
  const { admin, employee } = callers;

  const record = await ok<{ id: string }>(admin, 'POST', '/api/records', {
    form_id: 'utility-gender',
    data: { code: marker.slice(-8).toUpperCase(), name: `${marker} record`, active: true },
  });
  const builtFormId = `custom-${marker.slice(-8).toLowerCase()}`;
  await ok(admin, 'POST', '/api/form-builder', {
    definition: {
      formId: builtFormId,
      title: `${marker} list`,
      module: 'utility',
      route: `/custom/${builtFormId.slice('custom-'.length)}`,
      schema: { type: 'object', properties: { name: { type: 'string', maxLength: 50 } } },
      list: {
        columns: ['name'],
        search: ['name'],
        filters: [],
        sort: { field: 'name', direction: 'asc' },
      },
      access: { read: ['*'], write: ['admin'] },
    },
  });
  const upload = multipart(`${marker}.txt`, 'text/plain', Buffer.from(`${marker} file`));
  const file = (
    await admin.call('POST', '/api/files', {
      body: upload.payload,
      headers: { 'content-type': upload.contentType },
    })
  ).json<{ id: string }>();
  const application = await ok<{ id: string }>(employee, 'POST', '/api/hcm/application', {
    kind: 'leave',
    details: {
      leaveType: 'Vacation leave',
      dateFrom: workday(5, 2),
      dateTo: workday(5, 2),
      dayPart: 'Whole day',
      reason: `${marker} application`,
    },
  });
  // Two kiosks: suites revoke the one they name by id and punch through the other's token.
  const [kiosk, terminal] = await Promise.all(
    ['kiosk', 'terminal'].map((name) =>
      ok<{ kiosk: { id: string }; token: string }>(admin, 'POST', '/api/admin-settings/kiosks', {
        name: `${marker} ${name}`,
      }),
    ),
  );

  const records = await ok<{ items: { id: string }[]; nextCursor: string }>(
    admin,
    'POST',
    '/api/records/list',
    { form_id: 'ers-employee', pageSize: 2 },
  );
  const trail = await ok<{ nextCursor: string }>(admin, 'GET', '/api/logged_trail?limit=1');
  const outbox = await ok<{ items: { to: string; text: string }[]; nextCursor: string }>(
    admin,
    'GET',
    '/api/mail/outbox?limit=200',
  );
  const applications = await ok<{ items: { id: string }[] }>(
    callers.hr,
    'POST',
    '/api/hcm/list/application',
    { status: ['Pending'] },
  );
  const accounts = await ok<{ items: { accountId: string; sessionName: string }[] }>(
    admin,
    'GET',
    '/api/iam/accounts',
  );
  return {
    orgId,
    callers,
    employeeNumbers: ROLES.map((role) => callers[role].account.employeeNumber ?? ''),
    accountIds: accounts.items.map((account) => account.accountId),
    recordIds: [record.id, ...records.items.map((item) => item.id)],
    builtFormIds: [builtFormId],
    fileIds: [file.id],
    applicationIds: [application.id, ...applications.items.map((item) => item.id)],
    kioskIds: [kiosk?.kiosk.id ?? '', terminal?.kiosk.id ?? ''],
    kioskTokens: [terminal?.token ?? ''],
    linkTokens: outbox.items.flatMap((mail) =>
      [...mail.text.matchAll(/token=([\w.-]+)/g)].map((match) => match[1] as string),
    ),
    cursors: [records.nextCursor, trail.nextCursor, outbox.nextCursor].filter(Boolean),
    markers: [
      marker,
      ...accounts.items.map((account) => account.sessionName),
      ...outbox.items.map((mail) => mail.to),
    ],
  };
}

/** The id an `{id}` path parameter of `path` takes from the samples. */
function idFor(path: string, samples: OrgSamples): string | undefined {
  if (path.startsWith('/api/files/')) return samples.fileIds[0];
  if (path.startsWith('/api/hcm/application/')) return samples.applicationIds[0];
  if (path.startsWith('/api/admin-settings/kiosks/')) return samples.kioskIds[0];
  return samples.recordIds[0];
}

/** Values for the slots of `op` that name things, taken from one organisation's samples. */
export function hintsFrom(samples: OrgSamples, op: Operation): Hints {
  return (name) => {
    switch (name) {
      case 'form_id':
      case 'formId':
        return op.path.startsWith('/api/form-builder/')
          ? samples.builtFormIds[0]
          : 'utility-gender';
      case 'orgId':
        return samples.orgId;
      case 'employeeNumber':
        return samples.employeeNumbers.at(-1);
      case 'accountId':
      case 'approverId':
        return samples.accountIds[0];
      case 'id':
        return idFor(op.path, samples);
      case 'ids':
        return samples.applicationIds.slice(0, 1);
      case 'x-kiosk-token':
        return samples.kioskTokens[0];
      case 'name':
        return op.path.includes('/assets/') ? 'logo.svg' : undefined;
      case 'data':
        return { code: 'SAMPLE-1', name: 'Sample', active: true };
      case 'details':
        return {
          leaveType: 'Vacation leave',
          dateFrom: workday(6, 3),
          dateTo: workday(6, 3),
          dayPart: 'Whole day',
          reason: 'Sample',
        };
      default:
        return undefined;
    }
  };
}
