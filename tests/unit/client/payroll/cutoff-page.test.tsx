import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { JobRun } from '../../../../src/shared/api/jobs';
import { CutoffPage } from '../../../../src/client/features/payroll/cutoffs/cutoff-page';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { CUTOFF, REGISTER, makeCutoff, renderPage } from './payroll-fixtures';

const RUN = '33333333-3333-4333-8333-333333333333';

const draft = makeCutoff({
  status: 'Draft',
  computation: 0,
  computedBy: null,
  computedAt: null,
  payslips: 0,
  grossPay: '0.00',
  totalDeductions: '0.00',
  netPay: '0.00',
});

const computed = makeCutoff({
  payslips: 2,
  grossPay: '1234567.50',
  totalDeductions: '234567.25',
  netPay: '1000000.25',
});

const run = (
  state: JobRun['state'],
  done: number,
  message: string,
  result: unknown = null,
): JobRun => ({
  id: RUN,
  kind: 'payroll-compute',
  subject: CUTOFF,
  state,
  done,
  total: 2,
  message,
  result,
  error: null,
  requestedBy: 'acc-1',
  requestedByName: 'Payroll Officer',
  retryOf: null,
  retryable: true,
  requestedAt: '2026-01-16T02:00:00Z',
  startedAt: '2026-01-16T02:00:00Z',
  finishedAt: state === 'succeeded' ? '2026-01-16T02:00:02Z' : null,
});

/** A cut-off that is computed by one run, reported in three polls. */
function serveCutoff() {
  let cutoff = draft;
  const polls = [
    run('running', 1, 'Computing Santos, Maria'),
    // The server's last step stays the message; the result says what was made.
    run('succeeded', 2, 'Saving payslips', { payslips: 2, computation: 1 }),
  ];
  let computeCalls = 0;
  server.use(
    http.get('*/api/organization/resources/collection/:orgId', () => HttpResponse.json([])),
    http.get(`*/api/hcm/register/cutoff/${CUTOFF}`, () => HttpResponse.json(cutoff)),
    http.get(`*/api/hcm/validate-register-cutoff/${CUTOFF}`, () =>
      HttpResponse.json({ ready: true, members: 2, problems: [] }),
    ),
    http.get(`*/api/hcm/payslip/${CUTOFF}`, () =>
      HttpResponse.json(
        cutoff.status === 'Draft'
          ? { items: [], total: 0 }
          : {
              items: [
                {
                  employeeNumber: '2022-0001',
                  employeeName: 'Santos, Maria',
                  grossPay: '1234567.50',
                  totalDeductions: '234567.25',
                  netPay: '1000000.25',
                  deferred: 1,
                },
              ],
              total: 1,
            },
      ),
    ),
    http.post(`*/api/hcm/generate-payroll/${CUTOFF}`, () => {
      computeCalls += 1;
      return HttpResponse.json({ runId: RUN }, { status: 202 });
    }),
    http.get(`*/api/jobs/${RUN}`, () => {
      const next = polls.length > 1 ? polls.shift() : polls[0];
      if (next?.state === 'succeeded') cutoff = computed;
      return HttpResponse.json(next);
    }),
  );
  return { computeCalls: () => computeCalls };
}

const renderCutoff = () =>
  renderPage(
    <Routes>
      <Route path="/register/cutoff/:registerId/:registerCutoffId" element={<CutoffPage />} />
    </Routes>,
    'payroll',
    `/register/cutoff/${REGISTER}/${CUTOFF}`,
  );

afterEach(() => {
  cleanup();
  session.end();
});

describe('cut-off page', { timeout: 20_000 }, () => {
  test('computes: the run is followed with its progress until the payslips are there', async () => {
    const served = serveCutoff();
    renderCutoff();

    await screen.findByText('Ready to compute: 2 members.');
    expect(await screen.findByText('No payslips yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Compute' }));

    const bar = await screen.findByRole('progressbar', { name: 'Computation progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByText('1 of 2')).toBeTruthy();
    expect(screen.getByText('Computing Santos, Maria')).toBeTruthy();

    await screen.findByText('Computed: 2 payslips are ready.', undefined, { timeout: 5_000 });
    expect(screen.queryByText(/Saving payslips/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The cut-off and its payslips are read again: exact totals, the deferred badge.
    await screen.findByRole('link', { name: 'Santos, Maria' });
    expect(screen.getAllByText('1,000,000.25').length).toBeGreaterThan(0);
    expect(screen.getByText('Deferred')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Re-compute' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Release' })).toBeTruthy();
    expect(served.computeCalls()).toBe(1);
  });

  test('shows why computing was refused', async () => {
    serveCutoff();
    server.use(
      http.post(`*/api/hcm/generate-payroll/${CUTOFF}`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'conflict',
              message: 'This cut-off is being computed already: follow that run',
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderCutoff();
    fireEvent.click(await screen.findByRole('button', { name: 'Compute' }));
    await waitFor(() =>
      expect(
        screen.getByText('This cut-off is being computed already: follow that run'),
      ).toBeTruthy(),
    );
  });
});
