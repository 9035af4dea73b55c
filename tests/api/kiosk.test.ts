import { sql } from 'kysely';
import { afterEach, expect, it, vi } from 'vitest';
import type {
  CreateKioskResponse,
  KioskListResponse,
  KioskStatusResponse,
  QuickPunchResponse,
} from '../../src/shared/api/kiosk';
import type { TimeRecordsResponse } from '../../src/shared/api/timekeeping';
import { withOrg } from '../../src/server/db/tenant';
import { ApiCaller, errorOf, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { pastWorkday } from './support/work-dates';

const WRONG = 'Employee number or PIN is incorrect.';

afterEach(() => {
  vi.useRealTimers();
});

describeOnEachDatabase('kiosk quick punch', (current) => {
  const app = () => current().app;

  async function registerKiosk(orgId: string, name: string) {
    const admin = await signIn(app(), orgId, 'admin');
    const response = await admin.call('POST', '/api/admin-settings/kiosks', { body: { name } });
    expect(response.statusCode).toBe(201);
    return response.json<CreateKioskResponse>();
  }

  async function setPin(employeeNumber: string, pin: string, orgId = 'acme') {
    const hr = await signIn(app(), orgId, 'hr');
    const response = await hr.call('POST', '/api/hcm/user-auth/add-pin', {
      body: { employeeNumber, pin },
    });
    expect(response.statusCode).toBe(200);
  }

  /** A call from a kiosk browser: anonymous, with the kiosk's token. */
  const punch = (token: string | undefined, body: object, orgId = 'acme') =>
    new ApiCaller(app(), orgId).call('POST', '/api/hcm/user-auth/quick-punch', {
      body,
      headers: { 'x-kiosk-token': token },
    });

  it('registers a kiosk whose token is shown once, lists it newest first and audits it', async () => {
    const admin = await signIn(app(), 'acme', 'admin');
    const created = await admin.call('POST', '/api/admin-settings/kiosks', {
      body: { name: ' Lobby ', site: 'Makati head office' },
    });
    expect(created.statusCode).toBe(201);
    const { kiosk, token } = created.json<CreateKioskResponse>();
    expect(token).toMatch(/^acme\.[A-Za-z0-9_-]{40,}$/);
    expect(kiosk).toMatchObject({
      name: 'Lobby',
      site: 'Makati head office',
      createdBy: 'admin',
      lastUsedAt: null,
      revokedAt: null,
    });
    const { kiosk: newer } = await registerKiosk('acme', 'Warehouse gate');

    const list = await admin.call('GET', '/api/admin-settings/kiosks');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    const names = list.json<KioskListResponse>().items.map((item) => item.id);
    expect(names.indexOf(newer.id)).toBeLessThan(names.indexOf(kiosk.id));

    const duplicate = await admin.call('POST', '/api/admin-settings/kiosks', {
      body: { name: 'lobby' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(errorOf(duplicate).fields?.[0]?.path).toBe('/name');

    const status = await new ApiCaller(app(), 'acme').call('GET', '/api/hcm/user-auth/kiosk', {
      headers: { 'x-kiosk-token': token },
    });
    expect(status.statusCode).toBe(200);
    const clock = status.json<KioskStatusResponse>();
    expect(clock.kiosk.name).toBe('Lobby');
    expect(Math.abs(Date.parse(clock.now) - Date.now())).toBeLessThan(5_000);

    const audited = await withOrg(current().db, 'acme', (tx) =>
      tx
        .selectFrom('audit_log')
        .select(['username', 'action'])
        .where('module', '=', 'Kiosk')
        .execute(),
    );
    expect(audited).toContainEqual({ username: 'admin', action: 'kiosk-authorized' });
  });

  it('keeps kiosk authorization to admins and PINs to admins and HR', async () => {
    const employee = await signIn(app(), 'acme', 'employee');
    const register = await employee.call('POST', '/api/admin-settings/kiosks', {
      body: { name: 'Mine' },
    });
    expect(register.statusCode).toBe(403);
    expect((await employee.call('GET', '/api/admin-settings/kiosks')).statusCode).toBe(403);
    const pin = await employee.call('POST', '/api/hcm/user-auth/update-pin', {
      body: { employeeNumber: '2022-0001', pin: '1234' },
    });
    expect(pin.statusCode).toBe(403);
    const hr = await signIn(app(), 'acme', 'hr');
    expect(
      (await hr.call('POST', '/api/admin-settings/kiosks', { body: { name: 'HR desk' } }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a PIN that is not 4 to 6 digits, naming the field, and unknown employees', async () => {
    const hr = await signIn(app(), 'acme', 'hr');
    for (const pin of ['123', '1234567', '12a4', '']) {
      const response = await hr.call('POST', '/api/hcm/user-auth/add-pin', {
        body: { employeeNumber: '2022-0005', pin },
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields?.map((field) => field.path)).toEqual(['/pin']);
    }
    const unknown = await hr.call('POST', '/api/hcm/user-auth/update-pin', {
      body: { employeeNumber: 'ACME-9999', pin: '1234' },
    });
    expect(unknown.statusCode).toBe(404);
    const { token } = await registerKiosk('acme', 'Format check');
    const badPunch = await punch(token, { employeeNumber: '2022-0005', pin: '12' });
    expect(badPunch.statusCode).toBe(422);
    expect(errorOf(badPunch).fields?.[0]?.path).toBe('/pin');
  });

  it('punches in and out by the server clock and the time record shows the work', async () => {
    await setPin('2022-0005', '482913');
    const { token, kiosk } = await registerKiosk('acme', 'Front desk');
    // The server's clock is the only clock: the test moves it to a working day's morning.
    const date = pastWorkday(3);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${date}T07:55:00+08:00`) });
    const timeIn = await punch(token, { employeeNumber: '2022-0005', pin: '482913' });
    expect(timeIn.statusCode).toBe(201);
    expect(timeIn.json<QuickPunchResponse>()).toMatchObject({
      employeeName: 'Carla Mendoza',
      direction: 'in',
      at: new Date(`${date}T07:55:00+08:00`).toISOString(),
    });

    const again = await punch(token, {
      employeeNumber: '2022-0005',
      pin: '482913',
      direction: 'in',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toMatch(/already timed in at .* Time out first/);

    vi.setSystemTime(new Date(`${date}T17:05:00+08:00`));
    const timeOut = await punch(token, { employeeNumber: '2022-0005', pin: '482913' });
    expect(timeOut.statusCode).toBe(201);
    const answer = timeOut.json<QuickPunchResponse>();
    expect(answer.direction).toBe('out');
    expect(answer.day).toMatchObject({
      date,
      workedMinutes: 480,
      lateMinutes: 0,
      undertimeMinutes: 0,
      absent: false,
      exceptions: [],
    });
    vi.useRealTimers();

    const hr = await signIn(app(), 'acme', 'hr');
    const records = (
      await hr.call('POST', '/api/hcm/time-records', {
        body: { employeeNumber: '2022-0005', from: date, to: date },
      })
    ).json<TimeRecordsResponse>();
    expect(records.days[0]).toMatchObject({ date, workedMinutes: 480 });
    expect(records.punches.map((p) => [p.direction, p.source, p.recordedBy])).toEqual([
      ['in', 'kiosk', 'kiosk:Front desk'],
      ['out', 'kiosk', 'kiosk:Front desk'],
    ]);
    const admin = await signIn(app(), 'acme', 'admin');
    const listed = (await admin.call('GET', '/api/admin-settings/kiosks'))
      .json<KioskListResponse>()
      .items.find((item) => item.id === kiosk.id);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('answers a wrong PIN and an unknown employee number alike', async () => {
    await setPin('2022-0003', '7351');
    const { token } = await registerKiosk('acme', 'Finance floor');
    for (const body of [
      { employeeNumber: '2022-0003', pin: '1111' },
      { employeeNumber: 'ACME-9999', pin: '7351' },
      // An account with no PIN yet.
      { employeeNumber: '2022-0006', pin: '7351' },
    ]) {
      const response = await punch(token, body);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toMatchObject({ code: 'unauthenticated', message: WRONG });
    }
  });

  it('locks an employee number after 5 wrong PINs until HR sets a new one', async () => {
    await setPin('2022-0004', '2468');
    const { token } = await registerKiosk('acme', 'Operations');
    const { token: other } = await registerKiosk('acme', 'Operations annex');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await punch(token, { employeeNumber: '2022-0004', pin: '0000' });
      expect(wrong.statusCode).toBe(401);
    }
    for (const kiosk of [token, other]) {
      const locked = await punch(kiosk, { employeeNumber: '2022-0004', pin: '2468' });
      expect(locked.statusCode).toBe(429);
      expect(errorOf(locked).message).toMatch(/Too many wrong PINs/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    }
    // Other employees at the same kiosk are not held up.
    await setPin('2022-0002', '9753');
    expect((await punch(token, { employeeNumber: '2022-0002', pin: '9753' })).statusCode).toBe(201);

    const hr = await signIn(app(), 'acme', 'hr');
    const reset = await hr.call('POST', '/api/hcm/user-auth/update-pin', {
      body: { employeeNumber: '2022-0004', pin: '135790' },
    });
    expect(reset.json()).toEqual({ employeeNumber: '2022-0004', employeeName: 'Ramon Dela Cruz' });
    const audited = await withOrg(current().db, 'acme', (tx) =>
      tx
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'in', ['pin-added', 'pin-reset'])
        .where(sql<boolean>`detail ->> 'employeeNumber' = '2022-0004'`)
        .orderBy('audit_id')
        .execute(),
    );
    // The first PIN is added, the next one resets it, whichever of the two calls set it.
    expect(audited.map((row) => row.action)).toEqual(['pin-added', 'pin-reset']);
    expect((await punch(token, { employeeNumber: '2022-0004', pin: '135790' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a missing, unknown or revoked kiosk token', async () => {
    await setPin('2022-0007', '8642');
    const body = { employeeNumber: '2022-0007', pin: '8642' };
    const missing = await punch(undefined, body);
    expect(missing.statusCode).toBe(401);
    expect(errorOf(missing).message).toMatch(/not authorized as a kiosk/);
    expect((await punch('acme.made-up-token-of-enough-length', body)).statusCode).toBe(401);
    expect((await punch('no-org-in-it', body)).statusCode).toBe(401);

    const { token, kiosk } = await registerKiosk('acme', 'Loading bay');
    const admin = await signIn(app(), 'acme', 'admin');
    const revoked = await admin.call('POST', `/api/admin-settings/kiosks/${kiosk.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ kiosk: { revokedAt: string | null } }>().kiosk.revokedAt).not.toBeNull();
    const refused = await punch(token, body);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).message).toMatch(/revoked/);
    const status = await new ApiCaller(app(), 'acme').call('GET', '/api/hcm/user-auth/kiosk', {
      headers: { 'x-kiosk-token': token },
    });
    expect(status.statusCode).toBe(401);
  });

  it('keeps kiosks to their own organisation', async () => {
    const { token: acmeToken, kiosk: acmeKiosk } = await registerKiosk('acme', 'Isolation');
    await setPin('2022-0005', '5555', 'icare');
    // An acme kiosk cannot punch for icare, whatever organisation the request names.
    const foreign = await punch(acmeToken, { employeeNumber: '2022-0005', pin: '5555' }, 'icare');
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).code).toBe('org_mismatch');
    const forged = await punch(
      `icare.${acmeToken.slice('acme.'.length)}`,
      { employeeNumber: '2022-0005', pin: '5555' },
      'icare',
    );
    expect(forged.statusCode).toBe(401);

    const icareAdmin = await signIn(app(), 'icare', 'admin');
    const list = (
      await icareAdmin.call('GET', '/api/admin-settings/kiosks')
    ).json<KioskListResponse>();
    expect(list.items.map((item) => item.id)).not.toContain(acmeKiosk.id);
    const revoke = await icareAdmin.call(
      'POST',
      `/api/admin-settings/kiosks/${acmeKiosk.id}/revoke`,
    );
    expect(revoke.statusCode).toBe(404);
    const { token: icareToken } = await registerKiosk('icare', 'Isolation');
    expect(
      (await punch(icareToken, { employeeNumber: '2022-0005', pin: '5555' }, 'icare')).statusCode,
    ).toBe(201);
  });
});
