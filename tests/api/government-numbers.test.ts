import { beforeAll, expect, it } from 'vitest';
import type { ValidateGovernmentNumbersResponse } from '../../src/shared/api/government-numbers';
import { withOrg } from '../../src/server/db/tenant';
import { findGovernmentNumberHolders } from '../../src/server/people/government-numbers';
import { errorOf, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { API_KEY, type TestApp } from './support/test-app';

// Both organisations number their people from 2022-0001, and the same numbers are put on
// records of both.
const SSS = '34-1234567-8';
const PAGIBIG = '1212-3434-5656';
const TIN = '123-456-789-000';
const URL = '/api/hcm/validate-government-numbers';

/** The live employee record of this number, read as the app reads (the organisation named). */
async function employeeRecord(testApp: TestApp, orgId: string, employeeNumber: string) {
  return withOrg(testApp.db, orgId, (tx) =>
    tx
      .selectFrom('records')
      .select(['id', 'version', 'data'])
      .where('org_id', '=', orgId)
      .where('form_id', '=', 'ers-employee')
      .where('employee_number', '=', employeeNumber)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  );
}

/** Saves numbers on an employee through the records API, as HR would. */
async function saveNumbers(
  testApp: TestApp,
  orgId: string,
  employeeNumber: string,
  governmentNumbers: Record<string, string>,
) {
  const hr = await signIn(testApp.app, orgId, 'hr');
  const record = await employeeRecord(testApp, orgId, employeeNumber);
  const saved = await hr.call('PUT', `/api/records/${record.id}`, {
    body: {
      version: record.version,
      data: { ...(record.data as Record<string, unknown>), governmentNumbers },
    },
  });
  return { id: record.id, saved };
}

async function giveNumbers(...args: Parameters<typeof saveNumbers>): Promise<string> {
  const { id, saved } = await saveNumbers(...args);
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

const suite = (current: () => TestApp) => {
  let acmeHolder: string;
  let icareHolder: string;

  beforeAll(async () => {
    // A deleted record holds nothing: its numbers may go to someone else.
    const deletedHolder = await giveNumbers(current(), 'acme', '2022-0006', {
      sss: SSS,
      pagibig: PAGIBIG,
    });
    const hr = await signIn(current().app, 'acme', 'hr');
    const deleted = await hr.call('DELETE', `/api/records/${deletedHolder}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The dashes differ from what is asked, on purpose: digits are compared.
    acmeHolder = await giveNumbers(current(), 'acme', '2022-0004', {
      sss: '3412345678',
      pagibig: PAGIBIG,
      tin: '123-456-789',
    });
    icareHolder = await giveNumbers(current(), 'icare', '2022-0004', {
      sss: SSS,
      pagibig: '121234345656',
      tin: '123456789000',
    });
  });

  const callerOf = (orgId: string, username: string) => signIn(current().app, orgId, username);
  const check = async (orgId: string, body: unknown) => {
    const response = await (await callerOf(orgId, 'hr')).call('POST', URL, { body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ValidateGovernmentNumbersResponse>().results;
  };

  it('finds the other live holders of a number in the organisation only, by its digits', async () => {
    const holders = await withOrg(current().db, 'acme', (tx) =>
      findGovernmentNumberHolders(tx, 'acme', {
        sss: SSS,
        pagibig: '121234345656',
        tin: '123456789',
      }),
    );
    expect(holders).toEqual([
      {
        kind: 'pagibig',
        employeeNumber: '2022-0004',
        name: 'Dela Cruz, Ramon',
        recordId: acmeHolder,
      },
      { kind: 'sss', employeeNumber: '2022-0004', name: 'Dela Cruz, Ramon', recordId: acmeHolder },
      { kind: 'tin', employeeNumber: '2022-0004', name: 'Dela Cruz, Ramon', recordId: acmeHolder },
    ]);

    const icare = await withOrg(current().db, 'icare', (tx) =>
      findGovernmentNumberHolders(tx, 'icare', { sss: '3412345678', pagibig: PAGIBIG }),
    );
    expect(icare).toEqual([
      { kind: 'pagibig', employeeNumber: '2022-0004', name: 'Lim, Antonio', recordId: icareHolder },
      { kind: 'sss', employeeNumber: '2022-0004', name: 'Lim, Antonio', recordId: icareHolder },
    ]);
  });

  it('leaves out the record being edited, deleted records and numbers that fail their rule', async () => {
    const holders = await withOrg(current().db, 'acme', (tx) =>
      findGovernmentNumberHolders(tx, 'acme', { sss: SSS, pagibig: PAGIBIG }, acmeHolder),
    );
    expect(holders).toEqual([]);
    const unknown = await withOrg(current().db, 'acme', (tx) =>
      findGovernmentNumberHolders(tx, 'acme', { sss: '35-1234567-8', tin: '12345678' }),
    );
    expect(unknown).toEqual([]);
  });

  it('refuses to save a number another employee of the organisation holds', async () => {
    const { saved } = await saveNumbers(current(), 'acme', '2022-0005', {
      pagibig: '121234345656',
      tin: '987-654-321',
    });
    expect(saved.statusCode).toBe(422);
    expect(errorOf(saved).fields).toEqual([
      {
        path: '/governmentNumbers/pagibig',
        message: "Pag-IBIG MID number is already Dela Cruz, Ramon's (2022-0004)",
      },
    ]);
  });

  it('answers each number with its rule and its holders, without refusing bad ones', async () => {
    const results = await check('acme', {
      numbers: {
        sss: '3412345678',
        philhealth: '00-000000000-0',
        pagibig: '2234-5678-9012',
        tin: '123456789',
      },
    });
    expect(results).toEqual([
      {
        kind: 'sss',
        title: 'SSS number',
        input: '3412345678',
        ok: true,
        formatted: SSS,
        message: `SSS number ${SSS} is already on the record of Dela Cruz, Ramon (2022-0004)`,
        heldBy: [{ employeeNumber: '2022-0004', name: 'Dela Cruz, Ramon' }],
      },
      {
        kind: 'philhealth',
        title: 'PhilHealth number',
        input: '00-000000000-0',
        ok: false,
        message: 'PhilHealth number looks like a placeholder, not a real number',
      },
      {
        kind: 'pagibig',
        title: 'Pag-IBIG MID number',
        input: '2234-5678-9012',
        ok: false,
        message: 'Pag-IBIG MID number must start with 1',
      },
      {
        kind: 'tin',
        title: 'TIN',
        input: '123456789',
        ok: true,
        formatted: TIN,
        message: `TIN ${TIN} is already on the record of Dela Cruz, Ramon (2022-0004)`,
        heldBy: [{ employeeNumber: '2022-0004', name: 'Dela Cruz, Ramon' }],
      },
    ]);
  });

  it("reports only the caller's organisation, and not the record being edited", async () => {
    const icare = await check('icare', { numbers: { sss: SSS } });
    expect(icare[0]?.heldBy).toEqual([{ employeeNumber: '2022-0004', name: 'Lim, Antonio' }]);

    const editing = await check('acme', { numbers: { sss: SSS }, exceptRecordId: acmeHolder });
    expect(editing).toEqual([
      { kind: 'sss', title: 'SSS number', input: SSS, ok: true, formatted: SSS, heldBy: [] },
    ]);
    // Another organisation's record id excludes nothing here.
    const foreign = await check('acme', { numbers: { sss: SSS }, exceptRecordId: icareHolder });
    expect(foreign[0]?.heldBy).toEqual([{ employeeNumber: '2022-0004', name: 'Dela Cruz, Ramon' }]);
    expect(await check('acme', { numbers: {} })).toEqual([]);
  });

  it('is for HR and admins, and refuses bad request shapes naming the field', async () => {
    const admin = await callerOf('acme', 'admin');
    expect((await admin.call('POST', URL, { body: { numbers: { sss: SSS } } })).statusCode).toBe(
      200,
    );
    for (const username of ['payroll', 'employee', 'approver']) {
      const caller = await callerOf('acme', username);
      const response = await caller.call('POST', URL, { body: { numbers: { sss: SSS } } });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('forbidden');
    }

    const hr = await callerOf('acme', 'hr');
    for (const [body, path] of [
      [{ numbers: { sss: SSS, gsis: '1234' } }, '/numbers/gsis'],
      [{ numbers: { sss: 3412345678 } }, '/numbers/sss'],
      [{ numbers: { sss: '3'.repeat(41) } }, '/numbers/sss'],
      [{ numbers: { sss: SSS }, exceptRecordId: 'not-a-record' }, '/exceptRecordId'],
      [{ numbers: { sss: SSS }, orgId: 'icare' }, '/orgId'],
      [{}, '/numbers'],
    ] as const) {
      const response = await hr.call('POST', URL, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorOf(response).fields?.map((field) => field.path)).toContain(path);
    }
  });

  it('needs a session', async () => {
    const response = await current().app.inject({
      method: 'POST',
      url: URL,
      headers: { 'x-api-key': API_KEY, 'x-org-id': 'acme' },
      payload: { numbers: { sss: SSS } },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
  });
};

describeOnEachDatabase('government numbers', suite);
// As the owner, row-level security does not bind: only the code's own organisation filter
// keeps icare's holders out of acme's answers.
describeOnEachDatabase('government numbers', suite, {}, 'owner');
