import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { RegisterSheet } from '../../../../src/shared/api/payroll-downloads';
import { PayrollSheetPage } from '../../../../src/client/features/payroll/cutoffs/payroll-sheet-page';
import { TimeAttendancePage } from '../../../../src/client/features/payroll/cutoffs/time-attendance-page';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { CUTOFF, REGISTER, makeCutoff, renderPage } from './payroll-fixtures';

const cutoff = makeCutoff({
  status: 'Released',
  releasedBy: 'payroll',
  releasedAt: '2026-01-17T02:00:00Z',
  payslips: 2,
  grossPay: '1234567.50',
  totalDeductions: '234567.25',
  netPay: '1000000.25',
});

const register: RegisterSheet = {
  cutoff,
  columns: [
    { title: 'Employee number' },
    { title: 'Name' },
    { title: 'Basic pay', money: true },
    { title: 'Net pay', money: true },
  ],
  rows: [
    ['2022-0001', 'Santos, Maria', '1234000.50', '999999.99'],
    ['2022-0002', 'Reyes, Jose', '567.00', '0.26'],
  ],
  totals: ['', 'Total', '1234567.50', '1000000.25'],
};

const attendance: RegisterSheet = {
  cutoff,
  columns: [
    { title: 'Employee number' },
    { title: 'Name' },
    { title: 'Days worked', number: true },
    { title: 'Late (h)', number: true },
  ],
  rows: [
    ['2022-0001', 'Santos, Maria', 10, '0.10'],
    ['2022-0002', 'Reyes, Jose', 9, '0.20'],
  ],
  totals: null,
};

afterEach(() => {
  cleanup();
  session.end();
});

describe('cut-off sheets', { timeout: 20_000 }, () => {
  test('the payroll register: exact amounts, the totals, search', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`*/api/hcm/register-export/${CUTOFF}`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(register);
      }),
    );
    renderPage(
      <Routes>
        <Route
          path="/register/cutoff/payroll/:registerId/:registerCutoffId/:filename"
          element={<PayrollSheetPage />}
        />
      </Routes>,
      'payroll',
      `/register/cutoff/payroll/${REGISTER}/${CUTOFF}/payroll-register`,
    );

    await screen.findByText('1,234,000.50');
    expect(asked).toEqual(['?format=json&view=summary']);
    const foot = screen.getAllByRole('rowgroup').at(-1)!;
    expect(within(foot).getByText('1,000,000.25')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Santos, Maria' }).getAttribute('href')).toBe(
      `/register/cutoff/view-payslip/${REGISTER}/${CUTOFF}/2022-0001`,
    );

    fireEvent.change(screen.getByLabelText('Search employees'), { target: { value: 'reyes' } });
    await waitFor(() => expect(screen.queryByText('Santos, Maria')).toBeNull());
    expect(screen.getByText('1 of 2 employees')).toBeTruthy();
    expect(screen.getByText('Total (all 2)')).toBeTruthy();
  });

  test('time and attendance: the figure columns are summed exactly', async () => {
    server.use(http.get(`*/api/hcm/generate-tar/${CUTOFF}`, () => HttpResponse.json(attendance)));
    renderPage(
      <Routes>
        <Route
          path="/register/cutoff/tar/:registerId/:registerCutoffId/:filename"
          element={<TimeAttendancePage />}
        />
      </Routes>,
      'hr',
      `/register/cutoff/tar/${REGISTER}/${CUTOFF}/time-and-attendance`,
    );

    await screen.findByText('Santos, Maria');
    const foot = screen.getAllByRole('rowgroup').at(-1)!;
    // 0.10 + 0.20 in floating point would be 0.30000000000000004.
    expect(within(foot).getByText('0.30')).toBeTruthy();
    expect(within(foot).getByText('19')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reyes, Jose' }).getAttribute('href')).toBe(
      `/register/cutoff/dtr/${REGISTER}/${CUTOFF}/2022-0002`,
    );
  });
});
