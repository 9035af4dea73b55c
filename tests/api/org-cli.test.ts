import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiCaller, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { databaseUrlOf, runScript } from './support/operator-command';

const ORG = 'cli-made-org';
const PASSWORD = 'Operator#2026!';

describeOnEachDatabase('the operator command line (npm run org)', (current) => {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hcm-org-cli-'));
    const { DATABASE_URL: _url, SMTP_URL: _smtp, ...inherited } = process.env;
    env = {
      ...inherited,
      DATABASE_URL: databaseUrlOf(current().owner),
      DATA_DIR: dir,
      PUBLIC_URL: current().config.publicUrl,
    };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs `npm run org -- ...args` as its own process, as the operator does. */
  const org = (...args: string[]) => runScript('scripts/org.ts', args, env);

  it('creates an organisation and prints its invitation link alone; refuses bad input with exit 2', async () => {
    const missing = await org('create', '--id', ORG, '--admin-email', 'ops@cli.example');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('create: --name is required');

    const created = await org(
      'create',
      '--id',
      ORG,
      '--name',
      'Made at the command line',
      '--admin-email',
      'ops@cli.example',
      '--admin-name',
      'Olive Operator',
    );
    expect(created.code, created.stderr).toBe(0);
    const lines = created.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^http://hcm\\.test/session/activate\\?org=${ORG}&token=[\\w-]+$`),
    );
    expect(created.stderr).toContain('"ops"');

    // The link works on the running app, which reads the same database.
    const token = new URL(lines[0]!).searchParams.get('token');
    const anonymous = new ApiCaller(current().app, ORG);
    const set = await anonymous.call('POST', '/api/iam/forgot-password/reset', {
      body: { orgId: ORG, token, newPassword: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);

    for (const [args, says] of [
      [['--id', ORG, '--name', 'Again', '--admin-email', 'a@cli.example'], 'already exists'],
      [['--id', 'Not_An_Id', '--name', 'Bad', '--admin-email', 'a@cli.example'], 'Organisation id'],
      [['--id', 'fine-id', '--name', 'Bad', '--admin-email', 'nobody'], 'Administrator e-mail'],
    ] as const) {
      const refused = await org('create', ...args);
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toContain(says);
      expect(refused.stdout).toBe('');
    }
  }, 240_000);

  it('suspends (sessions end in the running app at once), lists, exports and deletes', async () => {
    const admin = await signIn(current().app, ORG, 'ops', PASSWORD);
    expect((await admin.call('GET', '/api/iam/session')).statusCode).toBe(200);

    const suspended = await org('suspend', ORG);
    expect(suspended.code, suspended.stderr).toBe(0);
    await expect
      .poll(async () => (await admin.call('GET', '/api/iam/session')).statusCode, {
        timeout: 5000,
      })
      .toBe(401);

    const list = await org('list');
    expect(list.code, list.stderr).toBe(0);
    const row = list.stdout.split('\n').find((line) => line.startsWith(`${ORG} `));
    expect(row).toMatch(/Made at the command line\s+suspended\s+\d{4}-\d{2}-\d{2}\s+0\s+1$/);
    expect(list.stdout).toMatch(/^acme\s+Acme Corporation\s+active/m);

    const zip = join(dir, 'made.zip');
    const exported = await org('export', ORG, '--out', zip);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout.trim()).toBe(zip);
    expect(execFileSync('unzip', ['-Z1', zip]).toString()).toMatch(/^manifest\.json$/m);
    expect(existsSync(`${zip}.part`)).toBe(false);

    const deleted = await org('delete', '--confirm', ORG);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stderr).toContain(`Deleted "${ORG}"`);

    const gone = await org('resume', ORG);
    expect(gone.code).toBe(2);
    expect(gone.stderr).toContain(`There is no organisation "${ORG}"`);
  }, 240_000);
});
