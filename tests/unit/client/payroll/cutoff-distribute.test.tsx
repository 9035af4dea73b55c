import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { JobRun } from '../../../../src/shared/api/jobs';
import { CutoffPage } from '../../../../src/client/features/payroll/cutoffs/cutoff-page';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { CUTOFF, REGISTER, makeCutoff, renderPage } from './payroll-fixtures';

const RUN = '33333333-3333-4333-8333-333333333333';

const released = makeCutoff({
  status: 'Released',
  releasedBy: 'payroll',
  releasedAt: '2026-01-17T02:00:00Z',
  payslips: 3,
  grossPay: '37500.00',
  totalDeductions: '3000.00',
  netPay: '34500.00',
});

const run: JobRun = {
  id: RUN,
  kind: 'payslip-distribute',
  subject: CUTOFF,
  state: 'succeeded',
  done: 3,
  total: 3,
  message: '3 of 3 payslips',
  result: { queued: 2, skipped: [{ employeeNumber: '2022-0007', reason: 'No e-mail address' }] },
  error: null,
  requestedBy: 'acc-1',
  requestedByName: 'Payroll Officer',
  retryOf: null,
  retryable: true,
  requestedAt: '2026-01-18T02:00:00Z',
  startedAt: '2026-01-18T02:00:00Z',
  finishedAt: '2026-01-18T02:00:01Z',
};

afterEach(() => {
  cleanup();
  session.end();
});

describe('a released cut-off', { timeout: 20_000 }, () => {
  test('mails its payslips after a confirmation and says how many were queued', async () => {
    let posts = 0;
    server.use(
      http.get('*/api/organization/resources/collection/:orgId', () => HttpResponse.json([])),
      http.get(`*/api/hcm/register/cutoff/${CUTOFF}`, () => HttpResponse.json(released)),
      http.get(`*/api/hcm/payslip/${CUTOFF}`, () => HttpResponse.json({ items: [], total: 0 })),
      http.post(`*/api/hcm/distribute-payslip/${CUTOFF}`, () => {
        posts += 1;
        return HttpResponse.json({ runId: RUN }, { status: 202 });
      }),
      http.get(`*/api/jobs/${RUN}`, () => HttpResponse.json(run)),
    );
    renderPage(
      <Routes>
        <Route path="/register/cutoff/:registerId/:registerCutoffId" element={<CutoffPage />} />
      </Routes>,
      'payroll',
      `/register/cutoff/${REGISTER}/${CUTOFF}`,
    );

    const screens = await screen.findByRole('navigation', { name: 'Cut-off screens' });
    expect(
      within(screens).getByRole('link', { name: 'Payroll register' }).getAttribute('href'),
    ).toBe(`/register/cutoff/payroll/${REGISTER}/${CUTOFF}/payroll-register`);
    expect(
      within(screens).getByRole('link', { name: 'Backdated adjustments' }).getAttribute('href'),
    ).toBe(`/register/cutoff/backdated/${REGISTER}/${CUTOFF}/backdated-adjustments`);

    fireEvent.click(screen.getByRole('button', { name: 'Distribute payslips' }));
    expect(posts).toBe(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Distribute' }));
    expect(
      await screen.findByText('2 mails queued. 1 not sent (2022-0007): no e-mail address.'),
    ).toBeTruthy();
    expect(posts).toBe(1);
  });
});
