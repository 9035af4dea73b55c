import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUSPENDED_MESSAGE, type OrgResources } from '../../src/shared/api/organization';
import { withOrg } from '../../src/server/db/tenant';
import type { FormRegistry } from '../../src/server/forms/form-registry';
import { storeFile } from '../../src/server/files/files.repository';
import { AppError } from '../../src/server/http/app-error';
import { dispatchOutbox } from '../../src/server/mail/smtp-dispatcher';
import { CHANGES_CHANNEL } from '../../src/server/db/change-feed';
import {
  createOrganization,
  type ProvisioningDeps,
} from '../../src/server/tenancy/create-organization';
import { deleteOrganization } from '../../src/server/tenancy/delete-organization';
import { exportOrganization } from '../../src/server/tenancy/export-organization';
import { listOrganizations } from '../../src/server/tenancy/list-organizations';
import {
  resumeOrganization,
  suspendOrganization,
} from '../../src/server/tenancy/organization-status';
import { ApiCaller, errorOf, signIn, trySignIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { queryRows, withClient } from './support/pg-client';

// Distinctive enough that finding it anywhere in a row's text means a row of it was left.
const ORG = 'zq-provisioned-bayani';
const PASSWORD = 'Bayani#2026!';
const OPERATOR = 'test-operator';

/** The AppError a promise fails with (it must fail with one). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describeOnEachDatabase('organisations from nothing: create, suspend, export, delete', (current) => {
  let deps: ProvisioningDeps;
  let owner: pg.ClientConfig;
  let admin: ApiCaller;
  let dir: string;

  beforeAll(() => {
    const { db, forms, config } = current();
    deps = { db, forms, config };
    owner = current().owner;
    dir = mkdtempSync(join(tmpdir(), 'hcm-provisioning-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const anonymous = () => new ApiCaller(current().app, ORG);
  const count = async (table: string, orgId = ORG) =>
    (
      await queryRows<{ n: number }>(
        owner,
        `select count(*)::int as n from ${table} where org_id = $1`,
        [orgId],
      )
    )[0]!.n;

  it('creates an organisation with reference lists, statutory tables and an invited administrator', async () => {
    const created = await createOrganization(
      deps,
      {
        orgId: ORG,
        tradeName: 'Bayani Foods, Inc.',
        adminEmail: 'Maria.Santos@bayani.example',
        adminName: 'Maria Santos',
      },
      OPERATOR,
    );
    expect(created).toMatchObject({ orgId: ORG, adminUsername: 'maria.santos' });
    expect(created.invitationLink).toMatch(
      new RegExp(`^http://hcm\\.test/session/activate\\?org=${ORG}&token=[\\w-]+$`),
    );

    const [org] = await queryRows<Record<string, unknown>>(
      owner,
      'select * from organizations where org_id = $1',
      [ORG],
    );
    expect(org).toMatchObject({
      trade_name: 'Bayani Foods, Inc.',
      registered_name: 'Bayani Foods, Inc.',
      color_template: null,
      flags: {},
      suspended_at: null,
    });
    const resources = await anonymous().call(
      'GET',
      `/api/organization/resources/collection/${ORG}`,
    );
    expect(resources.statusCode).toBe(200);
    expect(resources.json<OrgResources[]>()[0]).toMatchObject({ suspended: false });
    const logo = await anonymous().call('GET', `/api/organization/assets/${ORG}/logo.svg`);
    expect(logo.body).toContain('>BF<');

    // The starter lists' samples; no people, nothing of the demo's, no statutory tables of its
    // own (the platform's apply).
    expect(await count('statutory_tables')).toBe(0);
    const seeded = await queryRows<{ form_id: string; n: number }>(
      owner,
      'select form_id, count(*)::int as n from records where org_id = $1 group by form_id',
      [ORG],
    );
    const forms: FormRegistry = current().forms;
    const expected = forms
      .all()
      .filter((form) => form.definition.starter)
      .map((form) => ({ form_id: form.definition.formId, n: form.definition.seed!.length }));
    expect(seeded.sort((a, b) => a.form_id.localeCompare(b.form_id))).toEqual(
      expected.sort((a, b) => a.form_id.localeCompare(b.form_id)),
    );
    for (const formId of ['utility-gender', 'company-holiday', 'payroll-eda-type'])
      expect(seeded.map((row) => row.form_id)).toContain(formId);
    // The demo's own: its people, its employer's details, its suppliers and divisions.
    for (const formId of [
      'ers-employee',
      'approval-matrix',
      'pms-appraisal',
      'payroll-employer',
      'accounting-payee',
      'utility-division',
    ])
      expect(seeded.map((row) => row.form_id)).not.toContain(formId);
    expect(await count('pay_registers')).toBe(0);

    const accounts = await queryRows<Record<string, unknown>>(
      owner,
      'select username, email, roles, employee_number, first_name, last_name, logged_in from accounts where org_id = $1',
      [ORG],
    );
    expect(accounts).toEqual([
      {
        username: 'maria.santos',
        email: 'Maria.Santos@bayani.example',
        roles: ['admin'],
        employee_number: null,
        first_name: 'Maria',
        last_name: 'Santos',
        logged_in: false,
      },
    ]);
    const mail = await queryRows<{ to_address: string; body_text: string; status: string }>(
      owner,
      'select to_address, body_text, status from mail_outbox where org_id = $1',
      [ORG],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to_address: 'Maria.Santos@bayani.example', status: 'queued' });
    expect(mail[0]!.body_text).toContain(created.invitationLink);

    // The link works as a new hire's: the page greets her, the reset call sets her password.
    const token = new URL(created.invitationLink).searchParams.get('token')!;
    const greeting = await anonymous().call('POST', '/api/hcm/validate-account', {
      body: { orgId: ORG, token },
    });
    expect(greeting.statusCode, greeting.body).toBe(200);
    expect(greeting.json()).toMatchObject({ username: 'maria.santos', firstName: 'Maria' });
    const set = await anonymous().call('POST', '/api/iam/forgot-password/reset', {
      body: { orgId: ORG, token, newPassword: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    const again = await anonymous().call('POST', '/api/hcm/validate-account', {
      body: { orgId: ORG, token },
    });
    expect(again.statusCode).toBe(422);

    // Her first sign-in opens the app shell: nothing left to change, no employee record needed.
    admin = await signIn(current().app, ORG, 'maria.santos', PASSWORD);
    expect(admin.account).toMatchObject({ roles: ['admin'], status: 'Active' });
    for (const url of ['/api/iam/session', '/api/navigation', '/api/hcm/my-payslips']) {
      const response = await admin.call('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    expect((await admin.call('GET', '/api/hcm/my-payslips')).json()).toEqual({ items: [] });
    const audit = await queryRows<{ action: string; username: string }>(
      owner,
      'select action, username from audit_log where org_id = $1 order by audit_id',
      [ORG],
    );
    expect(audit[0]).toEqual({ action: 'organization-created', username: OPERATOR });
  });

  it('refuses a taken, reserved or malformed id and a bad e-mail, and a failure leaves nothing', async () => {
    const request = { orgId: 'fresh', tradeName: 'Fresh', adminEmail: 'it@fresh.example' };
    const taken = await refusal(createOrganization(deps, { ...request, orgId: 'acme' }, 'x'));
    expect(taken.code).toBe('conflict');
    expect(taken.message).toContain('already exists');
    for (const orgId of ['Bad_Id', '-dash', '', 'x'.repeat(41), 'platform', 'login']) {
      const refused = await refusal(createOrganization(deps, { ...request, orgId }, 'x'));
      expect(refused.code, orgId).toBe('validation_failed');
      expect(refused.extra.fields?.[0]?.path, orgId).toBe('/orgId');
    }
    const email = await refusal(
      createOrganization(deps, { ...request, adminEmail: 'not an address' }, 'x'),
    );
    expect(email.extra.fields?.[0]?.path).toBe('/adminEmail');

    // A failure after the first rows were written takes them back with it.
    const failing = new Proxy(deps.forms, {
      get: (target, name) =>
        name === 'all'
          ? () => {
              throw new Error('definitions unavailable');
            }
          : Reflect.get(target, name, target),
    });
    await expect(createOrganization({ ...deps, forms: failing }, request, 'x')).rejects.toThrow(
      'definitions unavailable',
    );
    for (const table of ['organizations', 'org_assets', 'statutory_tables', 'accounts'])
      expect(await count(table, 'fresh'), table).toBe(0);
  });

  it('suspending ends every session at once and refuses sign-in, kiosks and links; resuming lifts it', async () => {
    const kiosk = await admin.call('POST', '/api/admin-settings/kiosks', {
      body: { name: 'Lobby' },
    });
    expect(kiosk.statusCode, kiosk.body).toBe(201);
    const kioskToken = kiosk.json<{ token: string }>().token;
    const punch = () =>
      anonymous().call('GET', '/api/hcm/user-auth/kiosk', {
        headers: { 'x-kiosk-token': kioskToken },
      });
    const link = () =>
      anonymous().call('POST', '/api/email-approvals/view', {
        body: { token: `${ORG}.${'a'.repeat(43)}` },
      });
    expect((await punch()).statusCode).toBe(200);
    expect((await link()).statusCode).toBe(404);
    // Remembered by the session cache before the suspension.
    expect((await admin.call('GET', '/api/iam/session')).statusCode).toBe(200);

    await suspendOrganization(deps.db, ORG, OPERATOR);
    expect((await admin.call('GET', '/api/iam/session')).statusCode).toBe(401);
    const refused = await trySignIn(current().app, ORG, 'maria.santos', PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'org_suspended', message: SUSPENDED_MESSAGE });
    const resources = await anonymous().call(
      'GET',
      `/api/organization/resources/collection/${ORG}`,
    );
    expect(resources.json<OrgResources[]>()[0]).toMatchObject({ suspended: true });
    for (const response of [await punch(), await link()]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('org_suspended');
    }
    expect((await refusal(suspendOrganization(deps.db, ORG, OPERATOR))).code).toBe('conflict');
    // Its mail waits: the invitation still queued is sent once it is resumed.
    const sent: string[] = [];
    const transport = {
      sendMail: async (mail: { to?: unknown }) => void sent.push(String(mail.to)),
    };
    await dispatchOutbox(deps.db, transport, 'hcm@example.com', [ORG]);
    expect(sent).toEqual([]);
    expect((await listOrganizations(deps.db)).find((org) => org.orgId === ORG)).toMatchObject({
      status: 'suspended',
      accounts: 1,
      people: 0,
    });

    await resumeOrganization(deps.db, ORG, OPERATOR);
    expect((await punch()).statusCode).toBe(200);
    await dispatchOutbox(deps.db, transport, 'hcm@example.com', [ORG]);
    expect(sent).toEqual(['Maria.Santos@bayani.example']);
    // Sessions stay ended; signing in again works.
    expect((await admin.call('GET', '/api/iam/session')).statusCode).toBe(401);
    admin = await signIn(current().app, ORG, 'maria.santos', PASSWORD);
    const audit = await queryRows<{ action: string }>(
      owner,
      `select action from audit_log where org_id = $1 and module = 'Organization' order by audit_id`,
      [ORG],
    );
    expect(audit.map((row) => row.action)).toEqual([
      'organization-created',
      'organization-suspended',
      'organization-resumed',
    ]);
  });

  it('a revocation committed by another process ends remembered sessions here too', async () => {
    const other = await signIn(current().app, ORG, 'maria.santos', PASSWORD);
    expect((await other.call('GET', '/api/iam/session')).statusCode).toBe(200);
    const sessionId = (
      await queryRows<{ session_id: string }>(
        owner,
        'select session_id from sessions where org_id = $1 and revoked_at is null order by created_at desc limit 1',
        [ORG],
      )
    )[0]!.session_id;
    // Revoked behind this process's back: the remembered session still passes...
    await queryRows(
      owner,
      'update sessions set revoked_at = now() where org_id = $1 and session_id = $2',
      [ORG, sessionId],
    );
    expect((await other.call('GET', '/api/iam/session')).statusCode).toBe(200);
    // ...until the notice another process sends with its revocation arrives.
    await queryRows(owner, `select pg_notify('${CHANGES_CHANNEL}', 'sessions:*')`);
    await expect
      .poll(async () => (await other.call('GET', '/api/iam/session')).statusCode, { timeout: 5000 })
      .toBe(401);
    admin = await signIn(current().app, ORG, 'maria.santos', PASSWORD);
  });

  /** The archive's entries, unpacked into a folder of their own. */
  function unpacked(zip: string): string {
    const into = mkdtempSync(join(dir, 'unzipped-'));
    execFileSync('unzip', ['-q', zip, '-d', into]);
    return into;
  }

  it('exports every tenant table with its rows and files in one archive, and nothing of another organisation', async () => {
    // Something in most corners: a stored file, a background run, a failed sign-in, a reset.
    const file = await withOrg(deps.db, ORG, (tx) =>
      storeFile(
        tx,
        current().files,
        ORG,
        {
          name: 'policy/../handbook.pdf',
          type: 'application/pdf',
          body: Buffer.from('%PDF-1.4 handbook'),
        },
        'maria.santos',
      ),
    );
    const run = await admin.call('POST', '/api/jobs', {
      body: { kind: 'time-records-recompute', from: '2026-01-05', to: '2026-01-06' },
    });
    expect(run.statusCode, run.body).toBe(201);
    expect((await trySignIn(current().app, ORG, 'maria.santos', 'wrong')).statusCode).toBe(401);
    const reset = await anonymous().call('POST', '/api/iam/forgot-password', {
      body: { orgId: ORG, username: 'maria.santos' },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);

    const runId = run.json<{ id: string }>().id;
    await expect
      .poll(
        async () => (await admin.call('GET', `/api/jobs/${runId}`)).json<{ state: string }>().state,
        {
          timeout: 20_000,
        },
      )
      .toBe('succeeded');
    // Every table of the organisation as the export will find it (it then audits itself).
    const tenantTables = (
      await queryRows<{ table_name: string }>(
        owner,
        `select table_name from information_schema.columns
         where table_schema = 'public' and column_name = 'org_id' order by table_name`,
      )
    ).map((row) => row.table_name);
    const counts = new Map<string, number>();
    for (const table of tenantTables) counts.set(table, await count(table));

    const zip = join(dir, 'export.zip');
    const out = createWriteStream(zip);
    const manifest = await exportOrganization(deps.db, current().files, ORG, out, OPERATOR);
    await finished(out);
    const files = unpacked(zip);
    const read = (name: string) => readFileSync(join(files, name));

    expect(JSON.parse(read('manifest.json').toString())).toEqual(manifest);
    expect(read('README.txt').toString()).toContain('Bayani Foods, Inc., organisation');
    expect(Object.keys(manifest.tables).sort()).toEqual(tenantTables);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(join(files, 'tables.xlsx'));
    for (const table of tenantTables) {
      const rows = JSON.parse(read(`${table}.json`).toString()) as Record<string, unknown>[];
      const stored = counts.get(table)!;
      expect(rows, table).toHaveLength(stored);
      expect(manifest.tables[table], table).toBe(stored);
      expect(
        rows.every((row) => row.org_id === ORG),
        table,
      ).toBe(true);
      const sheet = workbook.getWorksheet(table);
      if (stored === 0) expect(sheet, table).toBeUndefined();
      else expect(sheet?.rowCount, table).toBe(stored + 1);
    }
    for (const table of ['records', 'org_assets', 'job_runs', 'password_resets', 'files'])
      expect(manifest.tables[table], table).toBeGreaterThan(0);

    // Stored files are files of the archive; their rows name them.
    const [fileRow] = JSON.parse(read('files.json').toString()) as { id: string; body: string }[];
    expect(fileRow!.body).toBe(`files/files/${file.id}-policy_.._handbook.pdf`);
    expect(read(fileRow!.body).toString()).toBe('%PDF-1.4 handbook');
    expect(read('files/org_assets/logo.svg').toString()).toContain('>BF<');
    expect(existsSync(join(files, 'files/org_assets/background.svg'))).toBe(false);
    const sheet = workbook.getWorksheet('files')!;
    expect(sheet.getRow(1).values).toContain('body');
    expect((sheet.getRow(2).values as unknown[]).includes(fileRow!.body)).toBe(true);

    // Nothing of the demo organisations, whose names and ids would show in any of their rows.
    const everything = execFileSync('unzip', ['-p', zip, '*.json', 'README.txt']).toString();
    for (const other of ['"acme"', '"icare"', 'Acme Corporation', 'iCare Health'])
      expect(everything).not.toContain(other);

    expect(await count('audit_log')).toBe(counts.get('audit_log')! + 1);
    const [org] = await queryRows<{ exported_at: Date }>(
      owner,
      'select exported_at from organizations where org_id = $1',
      [ORG],
    );
    expect(org!.exported_at.toISOString()).toBe(manifest.exportedAt);
  });

  /** Rows of the demo organisations per table of every schema (pg-boss jobs by their data). */
  async function demoRowCounts(): Promise<Record<string, number>> {
    const tables = await queryRows<{ schema: string; name: string }>(
      owner,
      `select table_schema as schema, table_name as name from information_schema.columns
       where column_name = 'org_id' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const counts: Record<string, number> = {};
    for (const { schema, name } of tables)
      for (const row of await queryRows<{ org_id: string; n: number }>(
        owner,
        `select org_id, count(*)::int as n from "${schema}"."${name}" where org_id in ('acme', 'icare') group by org_id`,
      ))
        counts[`${schema}.${name}/${row.org_id}`] = row.n;
    for (const row of await queryRows<{ org_id: string; n: number }>(
      owner,
      `select data ->> 'orgId' as org_id, count(*)::int as n
       from (select data from pgboss.job union all select data from pgboss.archive) jobs
       where data ->> 'orgId' in ('acme', 'icare') group by 1`,
    ))
      counts[`pgboss/${row.org_id}`] = row.n;
    return counts;
  }

  /** Every table of the database (every schema) that still holds the organisation's id. */
  async function tablesNaming(orgId: string): Promise<string[]> {
    const tables = await queryRows<{ schema: string; name: string }>(
      owner,
      `select n.nspname as schema, c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%'`,
    );
    expect(tables.length).toBeGreaterThan(40);
    const naming: string[] = [];
    await withClient(owner, async (client) => {
      for (const { schema, name } of tables) {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from "${schema}"."${name}" t where row_to_json(t)::text like $1`,
          [`%${orgId}%`],
        );
        if (rows[0]!.n > 0) naming.push(`${schema}.${name}`);
      }
    });
    return naming;
  }

  it('deletes only a suspended organisation exported since, leaving nothing of it and the others untouched', async () => {
    expect(await tablesNaming(ORG)).toEqual(
      expect.arrayContaining(['public.records', 'public.sign_in_throttle', 'pgboss.job']),
    );
    const live = await refusal(deleteOrganization(deps.db, current().files, ORG, OPERATOR));
    expect(live.message).toContain('not suspended');
    await suspendOrganization(deps.db, ORG, OPERATOR);
    const unexported = await refusal(deleteOrganization(deps.db, current().files, ORG, OPERATOR));
    expect(unexported.message).toContain('no export made since it was suspended');
    const out = createWriteStream(join(dir, 'final.zip'));
    await exportOrganization(deps.db, current().files, ORG, out, OPERATOR);
    await finished(out);

    const before = await demoRowCounts();
    expect(Object.keys(before).length).toBeGreaterThan(20);
    const deleted = await deleteOrganization(deps.db, current().files, ORG, OPERATOR);
    expect(deleted.tables.records).toBeGreaterThan(0);
    expect(deleted.jobs).toBeGreaterThan(0);

    // Nothing of it is left; the platform's audit keeps that it was deleted, by whom, and no more.
    expect(await tablesNaming(ORG)).toEqual(['public.platform_audit']);
    const audit = await queryRows<{ operator: string; action: string }>(
      owner,
      'select operator, action from platform_audit where row_to_json(platform_audit)::text like $1',
      [`%${ORG}%`],
    );
    expect(audit).toEqual([{ operator: OPERATOR, action: 'organization-deleted' }]);
    expect(await demoRowCounts()).toEqual(before);
    expect((await listOrganizations(deps.db)).map((org) => org.orgId)).toEqual(['acme', 'icare']);
    const gone = await anonymous().call('GET', `/api/organization/resources/collection/${ORG}`);
    expect(gone.statusCode).toBe(404);
    expect((await admin.call('GET', '/api/iam/session')).statusCode).toBe(401);
    expect((await refusal(deleteOrganization(deps.db, current().files, ORG, OPERATOR))).code).toBe(
      'not_found',
    );
  });
});
