import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SEMI_MONTHLY_REGISTER } from '../../src/shared/api/payroll-registers';
import type { FormSummary, RecordListResponse } from '../../src/shared/api/records';
import { apiOf } from './page-api';
import { signIn } from './sign-in';
import { concretePath, openInApp, type Samples, type SpecRoute } from './spec-pages';

const ROUTES = (
  JSON.parse(readFileSync('../shared/spec/routes.json', 'utf8')) as { routes: SpecRoute[] }
).routes.filter((route) => route.layout);

/**
 * What the pages are opened with, gathered through the API; what the demo does not start with
 * (a consolidation, a released bonus, a background run) is made the way payroll staff make it.
 */
async function gatherSamples(page: Page): Promise<Samples> {
  const { call, account } = await apiOf(page);
  const { forms } = await call<{ forms: FormSummary[] }>('GET', '/api/forms');
  const records = new Map<string, string>();
  for (const form of forms) {
    const { items } = await call<RecordListResponse>('POST', '/api/records/list', {
      form_id: form.formId,
      pageSize: 1,
    });
    if (items[0]) records.set(form.formId, items[0].id);
  }
  const registerId =
    (await call<{ items: { id: string }[] }>('GET', '/api/hcm/register')).items[0]?.id ?? '';
  const cutoffs = await call<{ items: { id: string; status: string }[] }>(
    'GET',
    `/api/hcm/register-cutoff/${registerId}`,
  );
  const cutoffId = cutoffs.items.find((cutoff) => cutoff.status === 'Released')?.id ?? '';
  const payslips = await call<{ items: { employeeNumber: string }[] }>(
    'GET',
    `/api/hcm/payslip/${cutoffId}`,
  );
  const payslipEmployee = payslips.items[0]?.employeeNumber ?? '';
  const year = new Date().getFullYear();
  const plant = await call<{ id: string }>('POST', '/api/hcm/register', {
    ...SEMI_MONTHLY_REGISTER,
    name: 'Plant (semi-monthly)',
    year,
  });
  const consolidation = await call<{ id: string }>('POST', '/api/hcm/consolidated-register', {
    name: 'Every register',
    registerIds: [registerId, plant.id],
  });
  const payout = await call<{ id: string; runId: string | null }>(
    'POST',
    '/api/hcm/special-payout',
    {
      kind: 'bonus',
      name: 'Service award',
      year,
      payDate: `${year}-12-20`,
      employeeNumbers: [payslipEmployee],
      settings: {
        treatment: 'taxable',
        amounts: [{ employeeNumber: payslipEmployee, amount: '5000.00' }],
      },
    },
  );
  const run = await call<{ runId: string }>('POST', `/api/hcm/special-payout/${payout.id}/compute`);
  await expect
    .poll(async () => (await call<{ state: string }>('GET', `/api/jobs/${run.runId}`)).state, {
      timeout: 60_000,
    })
    .toBe('succeeded');
  await call('POST', `/api/hcm/special-payout/${payout.id}/release`);
  const { items: announcements } = await call<{ items: { id: string }[] }>(
    'GET',
    '/api/hcm/announcements?all=true',
  );
  return {
    forms,
    records,
    accountId: account.accountId,
    employeeNumber: account.employeeNumber,
    registerId,
    cutoffId,
    payslipEmployee,
    consolidationId: consolidation.id,
    payoutId: payout.id,
    runId: run.runId,
    announcementId: announcements[0]?.id ?? '',
  };
}

// Words of the pages' failure states: a load that failed, a form or page that is not there.
const BROKEN = /could not be loaded|Form not available|Something went wrong|Page not found/i;

test('every layout page of the spec opens for an administrator, with the demo organisation’s data', async ({
  page,
}) => {
  test.setTimeout(20 * 60_000);
  await signIn(page, 'acme', 'admin');
  const samples = await gatherSamples(page);
  const failures: string[] = [];
  for (const route of ROUTES) {
    const path = concretePath(route.path, samples);
    if (!path) {
      failures.push(`${route.path}: no sample for its params`);
      continue;
    }
    const { landed, heading } = await openInApp(page, path);
    if (landed.startsWith('/session/')) {
      failures.push(`${route.path} (${path}) went to ${landed}`);
      continue;
    }
    if (heading === null) {
      failures.push(`${route.path} (${path}): no page heading`);
      continue;
    }
    if (await page.getByText(BROKEN).first().isVisible())
      failures.push(`${route.path} (${path}): ${heading} shows a failure`);
  }
  expect(failures).toEqual([]);
});
