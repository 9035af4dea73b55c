import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OutboxItem } from '../../../src/shared/api/mail';
import type { Cutoff } from '../../../src/shared/api/payroll-cutoffs';
import type { PayRegister } from '../../../src/shared/api/payroll-registers';
import { ok, signIn, type ApiCaller } from './api-client';
import { multipart } from './multipart';
import type { NamedThings } from './naming-requests';
import { openMails } from './outbox';
import { workday } from './work-dates';

/** The demo roles; every organisation has a user of each, named like the role. */
export const ROLES = ['admin', 'hr', 'payroll', 'approver', 'employee'] as const;

/**
 * One organisation's things a request can name: ids, employee numbers, tokens and cursors,
 * gathered (and some planted) through its own users, plus marker text found nowhere else.
 */
export interface OrgSamples extends NamedThings {
  callers: Record<(typeof ROLES)[number], ApiCaller>;
  /** Text only this organisation's data holds: planted markers, its people's names and mail. */
  markers: string[];
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
  // A calendar feed: its token in the address opens the person's feed without a session.
  const feed = await ok<{ url: string }>(employee, 'POST', '/api/hcm/team-calendar/feed/rotate');
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
  const outbox = await ok<{ items: OutboxItem[]; nextCursor: string }>(
    admin,
    'GET',
    '/api/mail/outbox?limit=200',
  );
  const mails = await openMails(admin, outbox.items);
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
  // The demo register's last released cut-off: everyone's payslips.
  const [register] = (await ok<{ items: PayRegister[] }>(admin, 'GET', '/api/hcm/register')).items;
  const cutoffs = register
    ? (await ok<{ items: Cutoff[] }>(admin, 'GET', `/api/hcm/register-cutoff/${register.id}`)).items
    : [];
  const released = cutoffs.filter((cutoff) => cutoff.status === 'Released').slice(-1);
  const recordIds = [record.id, ...records.items.map((item) => item.id)];
  const fileIds = [file.id];
  const applicationIds = [application.id, ...applications.items.map((item) => item.id)];
  const kioskIds = [kiosk?.kiosk.id ?? '', terminal?.kiosk.id ?? ''];
  const accountIds = accounts.items.map((account) => account.accountId);
  const cutoffIds = released.map((cutoff) => cutoff.id);
  const registerIds = register ? [register.id] : [];
  return {
    orgId,
    callers,
    employeeNumbers: ROLES.map((role) => callers[role].account.employeeNumber ?? ''),
    accountIds,
    recordIds,
    formIds: [builtFormId],
    fileIds,
    applicationIds,
    kioskIds,
    kioskTokens: [terminal?.token ?? ''],
    linkTokens: [
      ...mails.flatMap((mail) =>
        [...mail.text.matchAll(/token=([\w.-]+)/g)].map((match) => match[1] as string),
      ),
      feed.url.slice(feed.url.lastIndexOf('/') + 1),
    ],
    cursors: [records.nextCursor, trail.nextCursor, outbox.nextCursor].filter(Boolean),
    cutoffIds,
    registerIds,
    payoutIds: [],
    // Two are enough to name: each is tried with every caller.
    mailIds: mails.slice(0, 2).map((mail) => mail.id),
    anyIds: [
      ...recordIds,
      ...fileIds,
      ...applicationIds,
      ...kioskIds,
      ...accountIds,
      ...cutoffIds,
      ...registerIds,
    ],
    markers: [
      marker,
      ...accounts.items.map((account) => account.sessionName),
      ...mails.map((mail) => mail.to),
    ],
  };
}
