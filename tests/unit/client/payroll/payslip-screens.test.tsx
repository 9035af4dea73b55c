import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Payslip } from '../../../../src/shared/api/payroll-payslips';
import {
  EditPlantsPayslipPage,
  PlantsPayslipPage,
} from '../../../../src/client/features/payroll/payslips/payslip-page';
import { session } from '../../../../src/client/lib/session';
import { makeOrgResources } from '../fixtures';
import { server } from '../msw-server';
import { CUTOFF, REGISTER, makeCutoff, renderPage } from './payroll-fixtures';

const NUMBER = '2022-0001';

const payslip = (status: Payslip['cutoff']['status']): Payslip => ({
  cutoff: makeCutoff({ status, totalDeductions: '1194.33', netPay: '11305.67' }),
  employeeNumber: NUMBER,
  employeeName: 'Santos, Maria',
  computation: 1,
  grossPay: '12500.00',
  totalDeductions: '1194.33',
  netPay: '11305.67',
  lines: [
    { code: 'basic', label: 'Basic pay', section: 'earnings', amount: '12500.00', trace: [] },
  ],
  deferred: [],
  adjustments: [],
  inputs: {},
  result: {},
  trace: [],
  tables: {},
});

function serve(status: Payslip['cutoff']['status'], hideEditPayslip = false) {
  const templates: string[] = [];
  server.use(
    http.get('*/api/organization/resources/collection/:orgId', () =>
      HttpResponse.json([
        makeOrgResources({
          permissions: { ...makeOrgResources().permissions, hideEditPayslip },
        }),
      ]),
    ),
    http.get(`*/api/hcm/payslip/${CUTOFF}/${NUMBER}`, () => HttpResponse.json(payslip(status))),
    http.get(`*/api/hcm/payslip/${CUTOFF}/${NUMBER}/pdf`, ({ request }) => {
      templates.push(new URL(request.url).searchParams.get('template') ?? '');
      return new HttpResponse('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf' },
      });
    }),
  );
  return templates;
}

const renderScreen = (path: string) =>
  renderPage(
    <Routes>
      <Route
        path="/register/cutoff/view-payslip-plants/:registerId/:registerCutoffId/:filename"
        element={<PlantsPayslipPage />}
      />
      <Route
        path="/register/cutoff/edit-payslip-plants/:registerId/:registerCutoffId/:filename"
        element={<EditPlantsPayslipPage />}
      />
    </Routes>,
    'payroll',
    `/register/cutoff/${path}/${REGISTER}/${CUTOFF}/${NUMBER}`,
  );

afterEach(() => {
  cleanup();
  session.end();
  vi.restoreAllMocks();
});

describe('payslip screens', { timeout: 20_000 }, () => {
  test('the plants view is read only, downloads its own layout and leads to its edit screen', async () => {
    const templates = serve('Computed');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:payslip');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderScreen('view-payslip-plants');

    const edit = await screen.findByRole('link', { name: 'Edit payslip' });
    expect(edit.getAttribute('href')).toBe(
      `/register/cutoff/edit-payslip-plants/${REGISTER}/${CUTOFF}/${NUMBER}`,
    );
    expect(screen.queryByRole('button', { name: 'Add or change a line' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(templates).toEqual(['plants']));
  });

  test('the edit screen offers adding lines only while the cut-off is computed', async () => {
    serve('Computed');
    renderScreen('edit-payslip-plants');
    expect(await screen.findByRole('button', { name: 'Add or change a line' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the payslip' }).getAttribute('href')).toBe(
      `/register/cutoff/view-payslip-plants/${REGISTER}/${CUTOFF}/${NUMBER}`,
    );
    cleanup();
    session.end();

    serve('Released');
    renderScreen('edit-payslip-plants');
    await screen.findByText('The cut-off is released: its payslips are no longer changed.');
    expect(screen.queryByRole('button', { name: 'Add or change a line' })).toBeNull();
  });

  test('hideEditPayslip hides the edit link and refuses the edit screen', async () => {
    serve('Computed', true);
    renderScreen('view-payslip-plants');
    await screen.findByRole('button', { name: 'Download PDF' });
    expect(screen.queryByRole('link', { name: 'Edit payslip' })).toBeNull();
    cleanup();
    session.end();

    serve('Computed', true);
    renderScreen('edit-payslip-plants');
    await screen.findByText('Editing payslips is turned off for this organisation.');
    expect(screen.queryByRole('button', { name: 'Add or change a line' })).toBeNull();
  });
});
