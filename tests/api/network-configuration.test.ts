import { expect, it } from 'vitest';
import type { NetworkSettings } from '../../src/shared/api/network-settings';
import type { ActivePunchResponse } from '../../src/shared/api/timekeeping';
import type { CreateKioskResponse } from '../../src/shared/api/kiosk';
import { ApiCaller, errorOf, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

const OFFICE = [
  { address: '198.51.100.0/24', label: 'Makati office' },
  { address: '2001:db8:10::/48', label: 'Office IPv6' },
];

describeOnEachDatabase('network configuration', (current) => {
  const app = () => current().app;

  const save = (admin: ApiCaller, body: object, ip?: string) =>
    admin.call('PUT', '/api/network/settings', { body, ip });

  /** A web bundy punch from `ip`, in whichever direction comes next. */
  async function punchFrom(employee: ApiCaller, ip: string) {
    const active = (
      await employee.call('GET', '/api/hcm/active-punch')
    ).json<ActivePunchResponse>();
    return employee.call('POST', '/api/hcm/web-bundy', { body: { direction: active.next }, ip });
  }

  it('allows every address until the restriction is on with ranges, then only those', async () => {
    const admin = await signIn(app(), 'acme', 'admin');
    const employee = await signIn(app(), 'acme', 'employee');

    const initial = await admin.call('GET', '/api/network/settings', { ip: '192.0.2.44' });
    expect(initial.statusCode).toBe(200);
    expect(initial.json<NetworkSettings>()).toMatchObject({
      restricted: false,
      ranges: [],
      updatedBy: null,
      yourAddress: '192.0.2.44',
    });
    expect((await punchFrom(employee, '192.0.2.44')).statusCode).toBe(201);

    // Switched on with no ranges: nothing is listed, so nothing is refused.
    expect(
      (await save(admin, { restricted: true, includeKiosk: false, ranges: [] })).statusCode,
    ).toBe(200);
    expect((await punchFrom(employee, '192.0.2.44')).statusCode).toBe(201);

    const saved = await save(admin, {
      restricted: true,
      includeKiosk: false,
      ranges: [...OFFICE, { address: ' 203.0.113.7 ', label: ' Branch ' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<NetworkSettings>()).toMatchObject({
      restricted: true,
      ranges: [...OFFICE, { address: '203.0.113.7', label: 'Branch' }],
      updatedBy: 'admin',
    });

    const outside = await punchFrom(employee, '192.0.2.44');
    expect(outside.statusCode).toBe(403);
    expect(errorOf(outside).message).toContain('192.0.2.44');
    expect(errorOf(outside).message).toMatch(/web bundy/);
    expect((await punchFrom(employee, '198.51.100.200')).statusCode).toBe(201);
    expect((await punchFrom(employee, '203.0.113.7')).statusCode).toBe(201);
    expect((await punchFrom(employee, '203.0.113.8')).statusCode).toBe(403);
    // IPv4 over an IPv6 socket, and IPv6 itself.
    expect((await punchFrom(employee, '::ffff:198.51.100.9')).statusCode).toBe(201);
    expect((await punchFrom(employee, '2001:db8:10:ffff::1')).statusCode).toBe(201);
    expect((await punchFrom(employee, '2001:db8:11::1')).statusCode).toBe(403);

    // Another organisation's settings are its own: icare's bundy is not restricted by acme's.
    const icareAdmin = await signIn(app(), 'icare', 'admin');
    const icare = await icareAdmin.call('GET', '/api/network/settings');
    expect(icare.json<NetworkSettings>()).toMatchObject({ restricted: false, ranges: [] });

    // Switched off: the list stays, every address passes again.
    const off = await save(admin, { restricted: false, includeKiosk: false, ranges: OFFICE });
    expect(off.json<NetworkSettings>().ranges).toEqual(OFFICE);
    expect((await punchFrom(employee, '192.0.2.44')).statusCode).toBe(201);
  });

  it('restricts the kiosk only when the settings include it', async () => {
    const admin = await signIn(app(), 'acme', 'admin');
    const created = await admin.call('POST', '/api/admin-settings/kiosks', {
      body: { name: 'Network lobby' },
    });
    const { token } = created.json<CreateKioskResponse>();
    const hr = await signIn(app(), 'acme', 'hr');
    await hr.call('POST', '/api/hcm/user-auth/add-pin', {
      body: { employeeNumber: '2022-0005', pin: '482913' },
    });
    const kioskPunch = (ip: string) =>
      new ApiCaller(app(), 'acme').call('POST', '/api/hcm/user-auth/quick-punch', {
        body: { employeeNumber: '2022-0005', pin: '482913' },
        headers: { 'x-kiosk-token': token },
        ip,
      });

    await save(admin, { restricted: true, includeKiosk: false, ranges: OFFICE });
    expect((await kioskPunch('192.0.2.50')).statusCode).not.toBe(403);

    await save(admin, { restricted: true, includeKiosk: true, ranges: OFFICE });
    const refused = await kioskPunch('192.0.2.50');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toMatch(/192\.0\.2\.50 .*kiosk/);
    await save(admin, { restricted: false, includeKiosk: false, ranges: [] });
  });

  it('refuses bad addresses with a 422 naming each, and saves nothing', async () => {
    const admin = await signIn(app(), 'acme', 'admin');
    await save(admin, { restricted: true, includeKiosk: false, ranges: OFFICE });
    const bad = await save(admin, {
      restricted: true,
      includeKiosk: false,
      ranges: [
        { address: '10.0.0.0/8', label: 'ok' },
        { address: '10.0.0.300', label: '' },
        { address: '10.0.0.0/33', label: '' },
        { address: '2001:db8::/129', label: '' },
        { address: 'office', label: '' },
        { address: '10.0.0.0/8', label: 'again' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields).toEqual([
      { path: '/ranges/1/address', message: expect.stringContaining('not an IPv4 or IPv6') },
      { path: '/ranges/2/address', message: expect.stringContaining('0 to 32') },
      { path: '/ranges/3/address', message: expect.stringContaining('0 to 128') },
      { path: '/ranges/4/address', message: expect.stringContaining('"office"') },
      { path: '/ranges/5/address', message: expect.stringContaining('listed twice') },
    ]);
    const kept = await admin.call('GET', '/api/network/settings');
    expect(kept.json<NetworkSettings>().ranges).toEqual(OFFICE);

    const missing = await save(admin, { restricted: true, ranges: [] });
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing).fields?.[0]?.path).toBe('/includeKiosk');
  });

  it('is for admins only', async () => {
    for (const username of ['hr', 'payroll', 'employee']) {
      const caller = await signIn(app(), 'acme', username);
      expect((await caller.call('GET', '/api/network/settings')).statusCode).toBe(403);
      expect(
        (await save(caller, { restricted: false, includeKiosk: false, ranges: [] })).statusCode,
      ).toBe(403);
    }
  });
});
