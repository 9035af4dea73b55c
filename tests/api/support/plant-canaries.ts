import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type {
  ApplicationDetail,
  ListApplicationResponse,
} from '../../../src/shared/api/applications';
import type { Cutoff } from '../../../src/shared/api/payroll-cutoffs';
import type { PayRegister } from '../../../src/shared/api/payroll-registers';
import type { Payslip } from '../../../src/shared/api/payroll-payslips';
import type { RecordItem, RecordListResponse, StoredFile } from '../../../src/shared/api/records';
import type { SpecialPayout, SpecialPayslip } from '../../../src/shared/api/special-payouts';
import type { Role } from '../../../src/shared/roles';
import { DEMO_ORGANIZATIONS } from '../../../src/server/seed/demo-organizations';
import { ok, signIn, type ApiCaller } from './api-client';
import { canariesOf, CONFIDENTIAL_FIELDS, moneyForms, type Canary } from './confidential-fields';
import { multipart } from './multipart';
import type { NamedThings } from './naming-requests';
import { outboxItems } from './outbox';
import { compute, finished } from './payroll';

/** A demo user of the organisation, signed in. */
export interface Person {
  username: string;
  role: Role;
  employeeNumber: string;
  accountId: string;
  caller: ApiCaller;
}

export interface PlantedOrg {
  people: Person[];
  /** Everyone's ids, employee numbers, records, files, applications, the canaries' cut-off. */
  things: NamedThings;
  canaries: Canary[];
}

type Ref = { id: string; label: string; employeeNumber?: string };

const list = async (caller: ApiCaller, formId: string) =>
  (
    await ok<RecordListResponse>(caller, 'POST', '/api/records/list', {
      form_id: formId,
      fields: ['*'],
      pageSize: 200,
    })
  ).items;

/** `length` random digits ending in `i`, so each person's differ. */
const digits = (length: number, i: number) =>
  Array.from(randomBytes(length - 1), (byte) => byte % 10).join('') + String(i);

/** The person's record of a form that keeps one per employee: changed if there, else added. */
async function saveOwn(
  caller: ApiCaller,
  formId: string,
  existing: RecordItem | undefined,
  data: Record<string, unknown>,
) {
  if (existing)
    return ok<RecordItem>(caller, 'PUT', `/api/records/${existing.id}`, {
      version: existing.version,
      data: { ...existing.data, ...data },
    });
  return ok<RecordItem>(caller, 'POST', '/api/records', { form_id: formId, data });
}

/**
 * Gives every demo person of `orgId` distinctive values in each confidential field, through the
 * app's own API as HR and payroll would (the master record, a salary offer, a loan, an
 * appraisal, a disciplinary case with its notice attached; a released payslip and 13th month
 * pay at their new rate), then reads back as the administrator every confidential value on file
 * for them (the demo's own appraisals and cases too), each one's net pay, the payroll totals and
 * what a pending approval of each record waits on.
 */
export async function plantCanaries(app: FastifyInstance, orgId: string): Promise<PlantedOrg> {
  const tag = randomBytes(4).toString('hex');
  const users = DEMO_ORGANIZATIONS.find((org) => org.orgId === orgId)?.users ?? [];
  const people: Person[] = await Promise.all(
    users.map(async ({ username }) => {
      const caller = await signIn(app, orgId, username);
      const { roles, employeeNumber, accountId } = caller.account;
      // Each demo user holds the one built-in role they are named after.
      return {
        username,
        role: roles[0] as Role,
        employeeNumber: employeeNumber ?? '',
        accountId,
        caller,
      };
    }),
  );
  const as = (username: string) => people.find((person) => person.username === username)!.caller;
  const [admin, hr, payroll] = [as('admin'), as('hr'), as('payroll')];

  const masters = await list(hr, 'ers-employee');
  const salaries = await list(payroll, 'onb-salary');
  const [loanType] = (await list(payroll, 'payroll-loan-type')).filter(
    (type) => type.data.code === 'SSS-SAL',
  );
  const ownerOf = (data: Record<string, unknown>) =>
    typeof data.employeeNumber === 'string'
      ? data.employeeNumber
      : (data.employee as Ref | undefined)?.employeeNumber;

  for (const [i, person] of people.entries()) {
    const master = masters.find((record) => ownerOf(record.data) === person.employeeNumber)!;
    const employee: Ref = {
      id: master.id,
      label: `${String(master.data.lastName)}, ${String(master.data.firstName)}`,
      employeeNumber: person.employeeNumber,
    };
    await saveOwn(hr, 'ers-employee', master, {
      rate: 5_000_000 + i * 611_111 + 2_371,
      bankAccountNumber: `9${digits(11, i)}`,
      birthDate: `19${50 + i}-0${1 + i}-${11 + i}`,
      governmentNumbers: {
        sss: `5${digits(9, i)}`,
        philhealth: `19${digits(10, i)}`,
        pagibig: `17${digits(10, i)}`,
        tin: `6${digits(8, i)}000`,
      },
      presentAddress: { line1: `Unit ${i} Canary Tower ${tag}`, city: `Canary City ${tag}-${i}` },
      permanentAddress: { line1: `Lot ${i} Canary Homes ${tag}` },
    });
    await saveOwn(
      payroll,
      'onb-salary',
      salaries.find((record) => ownerOf(record.data) === person.employeeNumber),
      {
        employee,
        monthlyBasic: 3_000_000 + i * 123_457 + 1_911,
        payFrequency: 'Semi-monthly',
        effectiveDate: '2026-01-01',
      },
    );
    await ok(payroll, 'POST', '/api/records', {
      form_id: 'payroll-loan',
      data: {
        employee,
        loanType: { id: loanType!.id, label: String(loanType!.data.name) },
        principal: 2_000_000 + i * 13_579 + 4_321,
        interest: 0,
        amortization: 100_000,
        startDate: '2026-12-01',
        suspended: false,
        status: 'Pending approval',
        purpose: `Canary loan ${tag}-${i}`,
        loanReference: `LN-${tag}-${i}`,
      },
    });
    const appraisal = await ok<RecordItem>(hr, 'POST', '/api/records', {
      form_id: 'pms-appraisal',
      data: {
        employee,
        periodStart: '2026-01-01',
        periodEnd: '2026-12-31',
        kpiShare: 100,
        kpis: [
          {
            name: 'Canary objective',
            weight: 100,
            selfRating: 4,
            rating: 3,
            selfComment: `Self note ${tag}-${i}`,
            comment: `Manager note ${tag}-${i}`,
          },
        ],
        competencies: [],
        employeeComments: `Employee says ${tag}-${i}`,
        managerComments: `Manager says ${tag}-${i}`,
        status: 'Self-assessment',
      },
    });
    // The employee's goes to their manager, who may read it while it waits on them.
    if (person.username === 'employee')
      await ok(hr, 'POST', `/api/records/${appraisal.id}/transition`, {
        to: 'Manager review',
        version: appraisal.version,
      });
    const caseText = `Case ${tag}-${i}: a canary incident, reported and explained`;
    const upload = multipart(`notice-${i}.txt`, 'text/plain', Buffer.from(caseText));
    const notice = (
      await hr.call('POST', '/api/files', {
        body: upload.payload,
        headers: { 'content-type': upload.contentType },
      })
    ).json<StoredFile>();
    await ok(hr, 'POST', '/api/records', {
      form_id: 'ers-disciplinary-action',
      data: {
        employee,
        incidentDate: '2026-01-05',
        reportedOn: '2026-01-06',
        offenceCategory: 'Conduct',
        description: [{ type: 'paragraph', children: [{ text: caseText }] }],
        decision: 'None',
        status: 'Open',
        attachments: [notice],
      },
    });
  }

  // Everyone's pay at the new rates: the cut-off after the demo's released ones, released.
  const [register] = (await ok<{ items: PayRegister[] }>(payroll, 'GET', '/api/hcm/register'))
    .items;
  const cutoffs = (
    await ok<{ items: Cutoff[] }>(payroll, 'GET', `/api/hcm/register-cutoff/${register!.id}`)
  ).items;
  const lastReleased = cutoffs.filter((cutoff) => cutoff.status === 'Released').at(-1)!;
  const cutoff = cutoffs.find(
    (each) => each.status === 'Draft' && each.periodStart > lastReleased.periodEnd,
  )!;
  const cutoffRun = await compute(payroll, cutoff.id);
  const released = await ok<Cutoff>(payroll, 'POST', `/api/hcm/release-payslip/${cutoff.id}`);
  // And a 13th month pay of the year, released too.
  const year = Number(cutoff.payDate.slice(0, 4));
  const payout = await ok<SpecialPayout>(payroll, 'POST', '/api/hcm/special-payout', {
    kind: 'thirteenth_month',
    name: `13th month ${tag}`,
    year,
    payDate: `${year}-12-15`,
    employeeNumbers: people.map((person) => person.employeeNumber),
    settings: {},
  });
  const payoutRun = await finished(
    payroll,
    (await ok<{ runId: string }>(payroll, 'POST', `/api/hcm/special-payout/${payout.id}/compute`))
      .runId,
  );
  expect(payoutRun.state, JSON.stringify(payoutRun)).toBe('succeeded');
  const paidOut = await ok<SpecialPayout>(
    payroll,
    'POST',
    `/api/hcm/special-payout/${payout.id}/release`,
  );

  // What each pending approval of a record waits on.
  const applications = (
    await ok<ListApplicationResponse>(admin, 'POST', '/api/hcm/list/application', { limit: 200 })
  ).items;
  const waitingOn = new Map<string, string[]>();
  for (const application of applications.filter((each) => each.status === 'Pending')) {
    const detail = await ok<ApplicationDetail>(
      admin,
      'GET',
      `/api/hcm/application/${application.id}`,
    );
    const level = detail.levels.find((each) => each.level === detail.currentLevel);
    if (typeof detail.details.recordId === 'string')
      waitingOn.set(
        detail.details.recordId,
        (level?.approvers ?? []).map((approver) => approver.accountId),
      );
  }

  const numbers = new Set(people.map((person) => person.employeeNumber));
  const canaries: Canary[] = [];
  const recordIds: string[] = [];
  const fileIds: string[] = [];
  for (const formId of new Set(CONFIDENTIAL_FIELDS.map((field) => field.formId)))
    for (const record of await list(admin, formId)) {
      const owner = ownerOf(record.data);
      if (!owner || !numbers.has(owner)) continue;
      recordIds.push(record.id);
      canaries.push(...canariesOf(formId, record.data, owner, waitingOn.get(record.id) ?? []));
      const attachments = (record.data.attachments ?? []) as StoredFile[];
      fileIds.push(...attachments.map((file) => file.id));
    }
  const pay = (kind: 'net pay' | 'payroll totals', owner: string | null, amounts: string[]) =>
    canaries.push(
      ...amounts.flatMap(moneyForms).map((value) => ({ value, kind, owner, waitingOn: [] })),
    );
  for (const { employeeNumber } of people) {
    const payslip = await ok<Payslip>(
      admin,
      'GET',
      `/api/hcm/payslip/${cutoff.id}/${employeeNumber}`,
    );
    const special = await ok<SpecialPayslip>(
      admin,
      'GET',
      `/api/hcm/special-payslip/${payout.id}/${employeeNumber}`,
    );
    pay('net pay', employeeNumber, [payslip.netPay, special.netPay]);
  }
  pay('payroll totals', null, [
    released.grossPay,
    released.totalDeductions,
    released.netPay,
    paidOut.grossPay,
    paidOut.netPay,
  ]);

  const applicationIds = applications.map((application) => application.id);
  const accountIds = people.map((person) => person.accountId);
  // The newest mails, which tell people of what was just planted.
  const mailIds = (await outboxItems(admin, 2)).map((mail) => mail.id);
  return {
    people,
    canaries,
    things: {
      orgId,
      employeeNumbers: people.map((person) => person.employeeNumber),
      accountIds,
      recordIds,
      formIds: [...new Set(CONFIDENTIAL_FIELDS.map((field) => field.formId))],
      fileIds,
      applicationIds,
      kioskIds: [],
      kioskTokens: [],
      linkTokens: [],
      cursors: [],
      cutoffIds: [cutoff.id],
      registerIds: [register!.id],
      payoutIds: [payout.id],
      mailIds,
      // One of each kind, and the payroll runs (a job's result is read by id).
      anyIds: [
        ...[recordIds[0], fileIds[0], applicationIds[0], accountIds[0]].filter(
          (id): id is string => id !== undefined,
        ),
        cutoff.id,
        register!.id,
        payout.id,
        cutoffRun.id,
        payoutRun.id,
      ],
    },
  };
}
