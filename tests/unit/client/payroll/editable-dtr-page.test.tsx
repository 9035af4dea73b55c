import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { Cutoff } from '../../../../src/shared/api/payroll-cutoffs';
import type { EditableDtr } from '../../../../src/shared/api/payroll-editable-dtr';
import type { Payslip } from '../../../../src/shared/api/payroll-payslips';
import { EditableDtrPage } from '../../../../src/client/features/payroll/cutoffs/editable-dtr-page';
import { session } from '../../../../src/client/lib/session';
import type { Role } from '../../../../src/shared/roles';
import { server } from '../msw-server';
import { CUTOFF, REGISTER, makeCutoff, renderPage } from './payroll-fixtures';

const NUMBER = '2022-0001';

const cutoff = makeCutoff();

const day = {
  date: '2026-01-05',
  dayType: 'ordinary',
  schedule: '08:00–17:00',
  scheduledMinutes: 480,
  workedMinutes: 450,
  lateMinutes: 30,
  undertimeMinutes: 0,
  absentMinutes: 0,
  overtimeMinutes: 0,
  nightMinutes: 0,
  paidLeaveMinutes: 0,
  correction: null,
};
const dtr: EditableDtr = {
  cutoff,
  employeeNumber: NUMBER,
  employeeName: 'Santos, Maria',
  days: [day],
};
const corrected: EditableDtr = {
  ...dtr,
  days: [
    {
      ...day,
      lateMinutes: 0,
      correction: { reason: 'Bundy clock was down', by: 'payroll', at: '2026-01-16T03:00:00Z' },
    },
  ],
};

function serve(status: Cutoff['status'] = 'Computed') {
  const sent: unknown[] = [];
  let net = '11500.00';
  const current = { ...cutoff, status };
  server.use(
    http.get(`*/api/hcm/register/cutoff/${CUTOFF}`, () => HttpResponse.json(current)),
    http.get(`*/api/hcm/employees/register/${REGISTER}`, () =>
      HttpResponse.json({
        items: [
          {
            employeeNumber: NUMBER,
            name: 'Santos, Maria',
            department: 'Finance',
            position: 'Analyst',
            payBasis: 'Monthly',
            rate: '25000.00',
          },
        ],
        total: 1,
      }),
    ),
    http.get(`*/api/hcm/editable-dtr/${CUTOFF}/${NUMBER}`, () =>
      HttpResponse.json({ ...dtr, cutoff: current }),
    ),
    http.get(`*/api/hcm/payslip/${CUTOFF}/${NUMBER}`, () =>
      HttpResponse.json({
        cutoff: current,
        grossPay: '12500.00',
        totalDeductions: '1000.00',
        netPay: net,
      } as Partial<Payslip>),
    ),
    http.put(`*/api/hcm/editable-dtr/${CUTOFF}/${NUMBER}`, async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      sent.push(body);
      if (body.reason === 'wrong day')
        return HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the highlighted fields',
              fields: [{ path: '/lateMinutes', message: 'must be at most 1440' }],
            },
          },
          { status: 422 },
        );
      if (body.reason === 'too late now')
        return HttpResponse.json(
          {
            error: {
              code: 'conflict',
              message: 'The cut-off is released: a change to its days is paid in the next cut-off',
            },
          },
          { status: 409 },
        );
      net = '11600.00';
      return HttpResponse.json(corrected);
    }),
  );
  return sent;
}

const renderEditable = (role: Role = 'payroll', employee = '') =>
  renderPage(
    <Routes>
      <Route path="/register/cutoff/editable-dtr" element={<EditableDtrPage />} />
    </Routes>,
    role,
    `/register/cutoff/editable-dtr?register=${REGISTER}&cutoff=${CUTOFF}${employee ? `&employee=${employee}` : ''}`,
  );

const correct = (reason: string) => {
  fireEvent.change(screen.getByLabelText('Late (minutes)'), { target: { value: '0' } });
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
};

afterEach(() => {
  cleanup();
  session.end();
});

describe('editable DTR', { timeout: 20_000 }, () => {
  test('picks a member, corrects a day with a reason, and shows the payslip computed again', async () => {
    const sent = serve();
    renderEditable();

    fireEvent.click(await screen.findByRole('button', { name: /Santos, Maria/ }));
    await screen.findByText('11,500.00');
    fireEvent.click(await screen.findByRole('button', { name: 'Correct 2026-01-05' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Say why, in 5 characters or more.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    correct('Bundy clock was down');
    await screen.findByText('Jan 5, 2026 corrected: the payslip was computed again.');
    expect(sent).toEqual([
      {
        date: '2026-01-05',
        lateMinutes: 0,
        undertimeMinutes: 0,
        absentMinutes: 0,
        reason: 'Bundy clock was down',
      },
    ]);
    expect(screen.getByText('Corrected by payroll')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('11,600.00')).toBeTruthy());
  });

  test("shows the server's field errors on the fields, and a refusal's message", async () => {
    serve();
    renderEditable('payroll', NUMBER);

    fireEvent.click(await screen.findByRole('button', { name: 'Correct 2026-01-05' }));
    correct('wrong day');
    expect(await screen.findByText('must be at most 1440')).toBeTruthy();
    correct('too late now');
    expect(
      await screen.findByText(
        'The cut-off is released: a change to its days is paid in the next cut-off',
      ),
    ).toBeTruthy();
  });

  test('is read only for HR and once the cut-off is released', async () => {
    serve();
    renderEditable('hr', NUMBER);
    await screen.findByText('Only payroll and administrators correct the days.');
    await screen.findByText('Mon, Jan 5');
    expect(screen.queryByRole('button', { name: 'Correct 2026-01-05' })).toBeNull();
    cleanup();
    session.end();

    serve('Released');
    renderEditable('payroll', NUMBER);
    await screen.findByText(/The cut-off is released: its days are read only/);
    await screen.findByText('Mon, Jan 5');
    expect(screen.queryByRole('button', { name: 'Correct 2026-01-05' })).toBeNull();
  });
});
