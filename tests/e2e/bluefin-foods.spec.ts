import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test as base, type Page } from '@playwright/test';
import { themeColours } from '../../src/shared/themes';
import { codeAt, steadyStep } from '../api/support/authenticator';
import { orgIn } from './org-command';
import { signIn, signOut } from './sign-in';

/**
 * A whole organisation's start, from an empty database: the operator creates Bluefin Foods,
 * its administrator brands it, invites HR and a payroll officer, requires two-step sign-in of
 * HR; HR adds the first employee and the payroll officer computes their pay but cannot
 * release it. Its own app (no demo organisations), so nothing of acme or icare helps.
 */
const ORG = 'bluefin';
const TRADE_NAME = 'Bluefin Foods';
const DATA_DIR = '.e2e-bluefin-data';

const ADMIN = {
  first: 'Nora',
  last: 'Bautista',
  username: 'nora.bautista',
  password: 'Bluefin#Admin26',
};
const HR = { first: 'Hana', last: 'Cruz', username: 'hana.cruz', password: 'Bluefin#Hr2026' };
const OFFICER = {
  first: 'Paolo',
  last: 'Reyes',
  username: 'paolo.reyes',
  password: 'Bluefin#Pay2026',
};
type Person = typeof ADMIN;
const OFFICER_ROLE = 'Payroll officer';
const SITE = { name: 'Navotas plant', code: 'NAV-01' };
const EMPLOYEE = {
  number: 'BF-0001',
  first: 'Marco',
  last: 'Dizon',
  hired: '2025-06-02',
  rate: '30000',
};
const REGISTER = 'Bluefin semi-monthly';
// The register's year is chosen, so the cut-off is the same whenever this runs.
const YEAR = '2026';
const CUTOFF = `Nov 1 – Nov 15, ${YEAR}`;
const emailOf = (person: Person) => `${person.username}@bluefin.example`;

const LOGO = 'tests/e2e/fixtures/bluefin-logo.svg';
// The Olivine theme's button colour (its primary deepened until white reads on it at WCAG AA),
// as the browser computes it.
const OLIVINE_BUTTON = ((hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`)(
  themeColours('olivine').solid,
);

let app: ChildProcess | undefined;
let appUrl = '';

/** The page fixture and `page.goto('/...')` speak to this spec's own app. */
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(appUrl),
});

/** A TCP port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm start` with an empty database of its own: no demo organisations. */
async function startApp(): Promise<void> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  let output = '';
  app = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      SEED_DEMO: 'false',
      DATA_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: appUrl,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the app did not answer in 3 minutes:\n${output}`);
    const up = await fetch(`${appUrl}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await sleep(250);
  }
}

/** SIGTERM, as the suite stops its own server; then its data directory goes. */
async function stopApp(): Promise<void> {
  const child = app;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** From an invitation's link: the person chooses a password. */
async function setPasswordFromLink(page: Page, link: string, person: Person): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Welcome, ${person.first}` })).toBeVisible();
  await expect(page.getByText(`Your username is ${person.username}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm new password').fill(person.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
}

/** The operator's command line: it prints the administrator's first sign-in link. */
async function createOrganization(): Promise<string> {
  const link = await orgIn(
    DATA_DIR,
    appUrl,
    'create',
    '--id',
    ORG,
    '--name',
    TRADE_NAME,
    '--admin-email',
    emailOf(ADMIN),
    '--admin-name',
    `${ADMIN.first} ${ADMIN.last}`,
  );
  expect(link).toMatch(new RegExp(`^${appUrl}/session/activate\\?org=${ORG}&token=`));
  return link;
}

/** The logo and the Olivine theme, then the sign-in page as a visitor sees it. */
async function brandTheOrganization(page: Page): Promise<void> {
  await menu(page).locator('a[href="/admin-settings/organization"]').click();
  await expect(page.getByRole('heading', { name: 'Organisation settings' })).toBeVisible();
  await page.getByLabel('Choose a logo file').setInputFiles(LOGO);
  await page.getByRole('button', { name: 'Save logo' }).click();
  await expect(page.getByText('The new logo is saved.')).toBeVisible();

  await page.getByRole('radio', { name: 'Olivine' }).click();
  await page.getByRole('button', { name: 'Save changes…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The settings are saved: everyone sees them now.')).toBeVisible();
}

/** What the sign-in page shows of the organisation: its logo's address and its button colour. */
async function signInPageLook(page: Page): Promise<{ logo: string; primary: string }> {
  await page.goto(`/login/${ORG}`);
  const logo = page.getByRole('img', { name: `${TRADE_NAME} logo` });
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  await expect(logo).toBeVisible();
  return {
    logo: (await logo.getAttribute('src')) ?? '',
    primary: await signInButton.evaluate((button) => getComputedStyle(button).backgroundColor),
  };
}

async function expectBrandedSignInPage(
  page: Page,
  before: { logo: string; primary: string },
): Promise<void> {
  const after = await signInPageLook(page);
  expect(after.logo).not.toBe(before.logo);
  const served = await page.request.get(after.logo);
  expect(served.ok()).toBe(true);
  expect((await served.body()).toString()).toBe(readFileSync(LOGO, 'utf8'));
  expect(before.primary).not.toBe(OLIVINE_BUTTON);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS(
    'background-color',
    OLIVINE_BUTTON,
  );
  await page.screenshot({ path: 'test-results/screens/bluefin-sign-in.png', fullPage: true });
}

/** A site's form, as the administrator opens it from the menu. */
async function openNewSite(page: Page): Promise<void> {
  await menu(page).locator('a[href^="/company-settings/site-management"]').click();
  // The header's, or the empty list's: the same form.
  await page.getByRole('link', { name: 'Add' }).first().click();
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
}

/** The switch gives sites a code: absent from their form before, there after. */
async function switchOnSiteCodes(page: Page): Promise<void> {
  await openNewSite(page);
  await expect(page.getByLabel('Site code')).toHaveCount(0);

  await menu(page).locator('a[href="/admin-settings/organization"]').click();
  await page.getByRole('tab', { name: 'Feature switches' }).click();
  await page
    .locator('label')
    .filter({ hasText: /^Site codes$/ })
    .click();
  await expect(page.getByRole('checkbox', { name: 'Site codes' })).toBeChecked();
  await page.getByRole('button', { name: 'Save changes…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The settings are saved: everyone sees them now.')).toBeVisible();

  await openNewSite(page);
  await page.getByLabel('Name', { exact: true }).fill(SITE.name);
  await page.getByLabel('Site code').fill(SITE.code);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SITE.code).first()).toBeVisible();
}

/** A role made on the Roles page: the payroll pages and computing, never releasing. */
async function makePayrollOfficerRole(page: Page): Promise<void> {
  await menu(page).locator('a[href="/admin-settings/roles"]').click();
  await page.getByRole('link', { name: 'New role' }).click();
  await page.getByLabel('Name').fill(OFFICER_ROLE);
  await page.getByLabel('Description').fill('Computes payroll; never releases it');
  await page.getByLabel('Find a permission').fill('payroll');
  await page.getByRole('checkbox', { name: /^Read payroll/ }).check();
  await page.getByRole('checkbox', { name: /^Compute payroll/ }).check();
  await page.getByRole('checkbox', { name: /^Payroll registers Open/ }).check();
  await expect(page.getByRole('checkbox', { name: /^Release payroll/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(`The role "${OFFICER_ROLE}" is saved.`)).toBeVisible();
}

/** Administration > Users: the invitation, with the given role only (not the employee's). */
async function invite(page: Page, person: Person, role: RegExp): Promise<void> {
  await menu(page).locator('a[href="/admin-settings/users"]').click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('E-mail').fill(emailOf(person));
  await dialog.getByLabel('First name').fill(person.first);
  await dialog.getByLabel('Last name').fill(person.last);
  await dialog.getByRole('checkbox', { name: /^Employee/ }).uncheck();
  await dialog.getByRole('checkbox', { name: role }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${person.first} ${person.last} is invited`)).toBeVisible();
}

/** The invitation's link, read in the mail outbox by the signed-in administrator. */
async function invitationLinkOf(page: Page, person: Person): Promise<string> {
  await menu(page).locator('a[href="/admin-settings/outbox"]').click();
  await page
    .getByRole('row', { name: new RegExp(emailOf(person)) })
    .getByRole('button', { name: `${TRADE_NAME}: your account is ready` })
    .click();
  const href = await page
    .getByRole('dialog')
    .getByRole('link', { name: new RegExp(`session/activate\\?org=${ORG}&token=`) })
    .getAttribute('href');
  await page.keyboard.press('Escape');
  expect(href).toBeTruthy();
  const url = new URL(href ?? '');
  return url.pathname + url.search;
}

/** Administration > Sign-in security: HR must use an authenticator; nobody of HR has one yet. */
async function requireTwoStepSignInOfHr(page: Page): Promise<void> {
  await menu(page).locator('a[href="/admin-settings/sign-in-security"]').click();
  await page.getByRole('checkbox', { name: 'HR' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The sign-in policy is saved.')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'HR' }) }),
  ).toContainText('1 person not set up');
}

/** HR's first sign-in: nothing but setting up the authenticator until it is done. */
async function enrolAuthenticator(page: Page): Promise<string> {
  await signIn(page, ORG, HR.username, HR.password);
  const gate = page.getByRole('dialog', { name: 'Set up two-step sign-in' });
  await expect(gate).toBeVisible();
  await expect(gate.getByAltText('QR code to scan with your authenticator app')).toBeVisible();
  const secret = (await gate.locator('code').innerText()).replace(/\s/g, '');
  // The step before now's: now's code stays unspent for the sign-in that follows.
  await steadyStep();
  await gate.getByLabel('Code from the app').fill(await codeAt(secret, -1));
  await gate.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    gate.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await gate.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(gate).toHaveCount(0);
  await signOut(page);
  return secret;
}

/** The password, then the code the authenticator shows now. */
async function signInWithCode(page: Page, person: Person, secret: string): Promise<void> {
  await page.goto(`/login/${ORG}`);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await steadyStep();
  await page.getByLabel('Code from the app').fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The employee master's required fields, the site, and a monthly salary. */
async function addEmployee(page: Page): Promise<void> {
  await menu(page).locator('a[href="/hr/employees"]').click();
  // The header's, or the empty list's: the same form.
  await page.getByRole('link', { name: 'Add' }).first().click();
  await page.getByLabel('Employee number').fill(EMPLOYEE.number);
  await page.getByLabel('Last name').fill(EMPLOYEE.last);
  await page.getByLabel('First name').fill(EMPLOYEE.first);
  await page.getByLabel('Hire date').fill(EMPLOYEE.hired);
  await page.getByRole('combobox', { name: 'Site' }).fill(SITE.name);
  await page.getByRole('option', { name: new RegExp(SITE.name) }).click();
  await page.getByLabel('Pay basis', { exact: true }).selectOption('Monthly');
  await page.getByLabel(/^Rate/).fill(EMPLOYEE.rate);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/hr/employee/profile/${EMPLOYEE.number}$`));
  await expect(
    page.getByRole('heading', { name: `${EMPLOYEE.first} ${EMPLOYEE.last}` }),
  ).toBeVisible();
}

/** A new organisation has no register: the officer makes one and adds the employee. */
async function setUpRegister(page: Page): Promise<void> {
  await menu(page).getByRole('link', { name: 'Payroll registers' }).click();
  await expect(page.getByText('No registers yet')).toBeVisible();
  await page.getByRole('button', { name: 'New register' }).click();
  const created = page.getByRole('dialog');
  await created.getByLabel('Name').fill(REGISTER);
  await created.getByLabel('Year').fill(YEAR);
  await created.getByText('Require approved time records before computing').click();
  await created.getByRole('button', { name: 'Create register' }).click();
  await expect(page.getByRole('heading', { name: REGISTER })).toBeVisible();

  await page.getByRole('button', { name: 'Add employees' }).click();
  const adding = page.getByRole('dialog');
  await adding.getByLabel('Employee numbers').fill(EMPLOYEE.number);
  await adding.getByRole('button', { name: 'Add employees' }).click();
  await expect(adding.getByText('1 added, 0 removed, 0 refused.')).toBeVisible();
  await adding.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('cell', { name: new RegExp(`^${EMPLOYEE.last}, ${EMPLOYEE.first}`) }),
  ).toBeVisible();
}

/** Half the monthly salary in the first November cut-off; no Release for this role. */
async function computeButNotRelease(page: Page): Promise<void> {
  await page.getByRole('link', { name: CUTOFF }).click();
  await page.getByRole('button', { name: 'Compute' }).click();
  await expect(page.getByRole('button', { name: 'Re-compute' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Computed: 1 payslip is ready.')).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`^${EMPLOYEE.last}`) }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`${EMPLOYEE.last}, ${EMPLOYEE.first}`) }),
  ).toContainText('15,000.00');
  await expect(page.getByRole('button', { name: 'Release' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/bluefin-cutoff.png', fullPage: true });
}

test.use({ actionTimeout: 30_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await startApp();
});

test.afterAll(async () => {
  await stopApp();
});

test('Bluefin Foods starts from nothing: branded, staffed, secured, and its first pay computed', async ({
  page,
}) => {
  test.setTimeout(600_000);

  const invitation = await test.step('the operator creates the organisation', createOrganization);

  const unbranded =
    await test.step('its administrator sets a password from the printed link and signs in', async () => {
      await setPasswordFromLink(page, invitation, ADMIN);
      const look = await signInPageLook(page);
      await signIn(page, ORG, ADMIN.username, ADMIN.password);
      await expect(
        page.getByRole('heading', { name: `Welcome, ${ADMIN.first} ${ADMIN.last}` }),
      ).toBeVisible();
      return look;
    });

  await test.step('the administrator brands it; the sign-in page shows the logo and theme', async () => {
    await brandTheOrganization(page);
    await signOut(page);
    await expectBrandedSignInPage(page, unbranded);
    await signIn(page, ORG, ADMIN.username, ADMIN.password);
  });

  await test.step('the administrator switches on site codes', () => switchOnSiteCodes(page));

  await test.step('the administrator invites HR and a payroll officer of a role of its own', async () => {
    await makePayrollOfficerRole(page);
    await invite(page, HR, /^HR/);
    await invite(page, OFFICER, new RegExp(`^${OFFICER_ROLE}`));
    const links = [await invitationLinkOf(page, HR), await invitationLinkOf(page, OFFICER)];
    await signOut(page);
    await setPasswordFromLink(page, links[0]!, HR);
    await setPasswordFromLink(page, links[1]!, OFFICER);
  });

  await test.step('the administrator requires two-step sign-in of HR', async () => {
    await signIn(page, ORG, ADMIN.username, ADMIN.password);
    await requireTwoStepSignInOfHr(page);
    await signOut(page);
  });

  await test.step('HR sets up an authenticator, signs in with its code and adds an employee', async () => {
    const secret = await enrolAuthenticator(page);
    await signInWithCode(page, HR, secret);
    await addEmployee(page);
    await signOut(page);
  });

  await test.step('the payroll officer sets up a register, computes a cut-off, cannot release it', async () => {
    await signIn(page, ORG, OFFICER.username, OFFICER.password);
    await setUpRegister(page);
    await computeButNotRelease(page);
  });
});
