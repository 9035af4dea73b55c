import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { Payslip } from '../../../../src/shared/api/payroll-payslips';
import {
  EditPayslipPage,
  StaffPayslipPage,
} from '../../../../src/client/features/payroll/payslips/payslip-page';
import { session } from '../../../../src/client/lib/session';
import { makeOrgResources } from '../fixtures';
import { server } from '../msw-server';
import { CUTOFF, REGISTER, makeCutoff, renderPage } from './payroll-fixtures';

const NUMBER = '2022-0001';

const payslip: Payslip = {
  cutoff: makeCutoff({
    grossPay: '1234567.50',
    totalDeductions: '234567.25',
    netPay: '1000000.25',
  }),
  employeeNumber: NUMBER,
  employeeName: 'Santos, Maria',
  computation: 1,
  grossPay: '1234567.50',
  totalDeductions: '234567.25',
  netPay: '1000000.25',
  lines: [
    {
      code: 'basic',
      label: 'Basic pay',
      section: 'earnings',
      amount: '1234567.50',
      trace: ['rates'],
    },
    { code: 'sss', label: 'SSS', section: 'deductions', amount: '1750.00', trace: ['sss'] },
    {
      code: 'tax',
      label: 'Withholding tax',
      section: 'deductions',
      amount: '232817.25',
      trace: ['withholding_tax'],
    },
  ],
  deferred: [],
  adjustments: [],
  inputs: {},
  result: {},
  trace: [
    { line: 'rates', formula: 'daily = monthly × 12 / factor', values: { factor: '261' } },
    { line: 'sss', formula: 'MSC = min(ceiling, max(floor, ...))', values: { msc: '35000.00' } },
    {
      line: 'withholding_tax',
      formula: 'base + rate × (taxable − over)',
      values: { rate: '0.35' },
    },
  ],
  tables: {},
};

const withBonus: Payslip = {
  ...payslip,
  grossPay: '1236067.50',
  netPay: '1001500.25',
  lines: [
    ...payslip.lines,
    { code: 'adj-bonus', label: 'Bonus', section: 'earnings', amount: '1500.00', trace: [] },
  ],
  adjustments: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Bonus',
      type: 'Earning',
      amount: '1500.00',
      taxable: false,
      reason: 'Perfect attendance',
      createdBy: 'payroll',
      createdAt: '2026-01-16T03:00:00Z',
    },
  ],
};

function servePayslip() {
  const posted: unknown[] = [];
  server.use(
    http.get('*/api/organization/resources/collection/:orgId', () =>
      HttpResponse.json([makeOrgResources()]),
    ),
    http.get(`*/api/hcm/payslip/${CUTOFF}/${NUMBER}`, () => HttpResponse.json(payslip)),
    http.post(`*/api/hcm/payslip/update/${CUTOFF}/${NUMBER}`, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(withBonus);
    }),
  );
  return posted;
}

const renderPayslip = (screen: 'view-payslip' | 'edit-payslip' = 'view-payslip') =>
  renderPage(
    <Routes>
      <Route
        path="/register/cutoff/view-payslip/:registerId/:registerCutoffId/:filename"
        element={<StaffPayslipPage />}
      />
      <Route
        path="/register/cutoff/edit-payslip/:registerId/:registerCutoffId/:filename"
        element={<EditPayslipPage />}
      />
    </Routes>,
    'payroll',
    `/register/cutoff/${screen}/${REGISTER}/${CUTOFF}/${NUMBER}`,
  );

afterEach(() => {
  cleanup();
  session.end();
});

describe('payslip page', { timeout: 20_000 }, () => {
  test('shows every line with its exact amount and finds its trace entry', async () => {
    servePayslip();
    renderPayslip();

    const earnings = await screen.findByRole('region', { name: 'Earnings' });
    expect(within(earnings).getAllByText('1,234,567.50').length).toBe(2);
    const deductions = screen.getByRole('region', { name: 'Deductions' });
    expect(within(deductions).getByText('232,817.25')).toBeTruthy();
    expect(within(deductions).getByText('234,567.25')).toBeTruthy();
    expect(screen.getByLabelText('Net pay').textContent).toBe('1,000,000.25');

    const trace = screen.getByRole('list', { name: 'Trace' });
    expect(within(trace).queryAllByRole('listitem', { current: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^SSS/ }));
    const marked = within(trace).getAllByRole('listitem', { current: true });
    expect(marked).toHaveLength(1);
    expect(marked[0]?.textContent).toContain('MSC = min(ceiling');
  });

  test('adds a line on the edit screen: it is posted and the new net pay is shown', async () => {
    const posted = servePayslip();
    renderPayslip('edit-payslip');

    fireEvent.click(await screen.findByRole('button', { name: 'Add or change a line' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bonus' } });
    fireEvent.change(screen.getByLabelText('Amount (pesos)'), { target: { value: '1500.00' } });
    fireEvent.click(screen.getByLabelText('Taxable'));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Perfect attendance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save line' }));

    await waitFor(() => expect(screen.getByLabelText('Net pay').textContent).toBe('1,001,500.25'));
    expect(posted).toEqual([
      {
        name: 'Bonus',
        type: 'Earning',
        amount: '1500.00',
        taxable: false,
        reason: 'Perfect attendance',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Remove Bonus' })).toBeTruthy();
    expect(screen.getByText('Perfect attendance')).toBeTruthy();
  });
});
