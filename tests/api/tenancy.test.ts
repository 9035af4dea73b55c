import { expect, it } from 'vitest';
import pg from 'pg';
import { signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

const TENANT_TABLES = [
  'accounts',
  'sessions',
  'password_resets',
  'audit_log',
  'mail_outbox',
  'applications',
  'org_assets',
  'punches',
  'dtr_days',
  'application_decisions',
  'approval_links',
  'leave_ledger',
  'kiosks',
];

async function asAppRole<T>(
  settings: pg.ClientConfig,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client(settings);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describeOnEachDatabase('tenant isolation', (current) => {
  it('shows an organisation nothing of another through the API', async () => {
    const acmeAdmin = await signIn(current().app, 'acme', 'admin');
    const icareAdmin = await signIn(current().app, 'icare', 'admin');
    const icareTrail = (await icareAdmin.call('GET', '/api/logged_trail?limit=200')).json<{
      items: { accountId: string }[];
    }>();
    expect(icareTrail.items.length).toBeGreaterThan(0);
    expect(icareTrail.items.some((item) => item.accountId === acmeAdmin.account.accountId)).toBe(
      false,
    );

    const crossWrite = await icareAdmin.call(
      'PATCH',
      `/api/iam/accounts/${acmeAdmin.account.accountId}`,
      { body: { disabled: true } },
    );
    expect(crossWrite.statusCode).toBe(404);
    expect((await acmeAdmin.call('GET', '/api/iam/session')).statusCode).toBe(200);

    const icareQueue = (
      await icareAdmin.call('POST', '/api/hcm/list/application', { body: { status: ['Pending'] } })
    ).json<{ items: { employeeNumber: string }[] }>();
    expect(icareQueue.items.every((item) => item.employeeNumber.startsWith('IC-'))).toBe(true);
    const accounts = (await icareAdmin.call('GET', '/api/iam/accounts')).json<{
      items: { accountId: string }[];
    }>();
    expect(accounts.items.map((item) => item.accountId)).not.toContain(acmeAdmin.account.accountId);
  });

  it('connects as a role that row-level security binds', async () => {
    const role = await asAppRole(current().appRole, (client) =>
      client.query('select rolsuper, rolbypassrls from pg_roles where rolname = current_user'),
    );
    expect(role.rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
    const tables = await asAppRole(current().appRole, (client) =>
      client.query(
        `select relname, relrowsecurity, relforcerowsecurity from pg_class where relname = any($1)`,
        [TENANT_TABLES],
      ),
    );
    expect(tables.rows).toHaveLength(TENANT_TABLES.length);
    for (const row of tables.rows)
      expect(row).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
  });

  it('has the database itself refuse reads and writes across organisations', async () => {
    await asAppRole(current().appRole, async (client) => {
      await client.query('begin');
      await client.query(`select set_config('app.org_id', 'icare', true)`);
      const visible = await client.query(
        `select count(*)::int as n from accounts where org_id = 'acme'`,
      );
      expect(visible.rows[0].n).toBe(0);
      const updated = await client.query(
        `update accounts set first_name = 'Hacked' where org_id = 'acme'`,
      );
      expect(updated.rowCount).toBe(0);
      const deleted = await client.query(`delete from audit_log where org_id = 'acme'`);
      expect(deleted.rowCount).toBe(0);
      await expect(
        client.query(
          `insert into audit_log (org_id, module, action) values ('acme', 'Login', 'forged')`,
        ),
      ).rejects.toThrow(/row-level security/);
      await client.query('rollback');

      // With no organisation set, nothing is visible at all.
      const none = await client.query('select count(*)::int as n from accounts');
      expect(none.rows[0].n).toBe(0);
    });
    const owner = new pg.Client(current().owner);
    await owner.connect();
    const acmeNames = await owner.query(
      `select count(*)::int as n from accounts where org_id = 'acme' and first_name = 'Hacked'`,
    );
    await owner.end();
    expect(acmeNames.rows[0].n).toBe(0);
  });
});
