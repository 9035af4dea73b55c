import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { AnnualizedCompensation } from '../../../../src/shared/api/employee-payslips';
import { AnnualizedPage } from '../../../../src/client/features/payroll/payslips/annualized-page';
import { MyPayslipsPage } from '../../../../src/client/features/payroll/payslips/my-payslips-page';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { renderPage } from './payroll-fixtures';

const ACCOUNT = 'acc-1';
const thisYear = new Date().getFullYear();

const annualized: AnnualizedCompensation = {
  employeeNumber: 'E-001',
  employeeName: 'Santos, Maria',
  year: thisYear,
  payslips: 3,
  lines: [
    { code: 'basic_pay', label: 'Basic pay', section: 'earnings', amount: '1234567.89' },
    { code: 'sss_ee', label: 'SSS', section: 'deductions', amount: '2625.00' },
  ],
  grossPay: '1234567.89',
  taxableCompensation: '1200000.00',
  withholdingTax: '300000.10',
  previousEmployer: null,
  periodsLeft: 21,
  projectedTaxableCompensation: '9600000.00',
  projectedAnnualTax: '3102000.00',
  projectedWithholding: '3102500.50',
  projectedYearEndAdjustment: '-500.50',
  trace: [],
};

const years: number[] = [];

function serve(answer: AnnualizedCompensation = annualized) {
  server.use(
    http.get(`*/api/hcm/annualized-compensation/account/${ACCOUNT}`, ({ request }) => {
      const year = Number(new URL(request.url).searchParams.get('year'));
      years.push(year);
      return year === thisYear
        ? HttpResponse.json(answer)
        : HttpResponse.json(
            { error: { code: 'not_found', message: `No released payslips in ${year}` } },
            { status: 404 },
          );
    }),
  );
}

afterEach(() => {
  cleanup();
  session.end();
  years.length = 0;
});

describe('year to date', () => {
  test('shows the lines to date and the projection, exactly as the server wrote them', async () => {
    serve();
    renderPage(
      <Routes>
        <Route path="/annualized-compensation/:accountId" element={<AnnualizedPage />} />
      </Routes>,
      'employee',
      `/annualized-compensation/${ACCOUNT}`,
    );

    expect(await screen.findByText('Year to date: Santos, Maria')).toBeTruthy();
    expect(screen.getAllByText('1,234,567.89').length).toBe(2);
    expect(screen.getByText('2,625.00')).toBeTruthy();
    expect(screen.getAllByText('Refund 500.50 in December').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'My payslips' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(thisYear - 1) } });
    expect(await screen.findByText(`No released payslips in ${thisYear - 1}`)).toBeTruthy();
    expect(years).toEqual([thisYear, thisYear - 1]);
  });

  test('shows the previous employer of the year apart, with its figures', async () => {
    serve({
      ...annualized,
      previousEmployer: {
        employerName: 'Northwind Trading',
        employerTin: '123-456-789-000',
        periodFrom: `${thisYear}-01-01`,
        periodTo: `${thisYear}-03-31`,
        taxableCompensation: '150000.25',
        nonTaxableCompensation: '12000.00',
        taxWithheld: '9876.54',
      },
    });
    renderPage(
      <Routes>
        <Route path="/annualized-compensation/:accountId" element={<AnnualizedPage />} />
      </Routes>,
      'employee',
      `/annualized-compensation/${ACCOUNT}`,
    );

    expect(await screen.findByRole('heading', { name: 'Previous employer' })).toBeTruthy();
    expect(screen.getByText('Northwind Trading')).toBeTruthy();
    expect(screen.getByText('123-456-789-000')).toBeTruthy();
    expect(screen.getByText('150,000.25')).toBeTruthy();
    expect(screen.getByText('9,876.54')).toBeTruthy();
  });

  test('is linked from My payslips for the signed-in account', async () => {
    server.use(http.get('*/api/hcm/my-payslips', () => HttpResponse.json({ items: [] })));
    renderPage(<MyPayslipsPage />, 'employee');
    const link = await screen.findByRole('link', { name: 'Year to date' });
    expect(link.getAttribute('href')).toBe(`/annualized-compensation/${ACCOUNT}`);
  });
});
