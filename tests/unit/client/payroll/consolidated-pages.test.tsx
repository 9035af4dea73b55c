import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type {
  ConsolidatedCutoff,
  Consolidation,
  ConsolidationPeriods,
} from '../../../../src/shared/api/payroll-consolidations';
import type { PayRegister } from '../../../../src/shared/api/payroll-registers';
import { SEMI_MONTHLY_REGISTER } from '../../../../src/shared/api/payroll-registers';
import { ConsolidatedCutoffPage } from '../../../../src/client/features/payroll/consolidated/consolidated-cutoff-page';
import { ConsolidatedListPage } from '../../../../src/client/features/payroll/consolidated/consolidated-list-page';
import { ConsolidatedViewPage } from '../../../../src/client/features/payroll/consolidated/consolidated-view-page';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { renderPage } from './payroll-fixtures';

const OFFICE = '11111111-1111-4111-8111-111111111111';
const PLANT = '22222222-2222-4222-8222-222222222222';
const GROUP = '33333333-3333-4333-8333-333333333333';
const OFFICE_CUTOFF = '44444444-4444-4444-8444-444444444444';
const PLANT_CUTOFF = '55555555-5555-4555-8555-555555555555';

const register = (id: string, name: string, memberCount: number): PayRegister => ({
  ...SEMI_MONTHLY_REGISTER,
  id,
  name,
  memberCount,
  version: 1,
  createdBy: 'payroll',
  createdAt: '2026-01-02T00:00:00Z',
});

const group: Consolidation = {
  id: GROUP,
  name: 'Whole company',
  registers: [
    { id: OFFICE, name: 'Head office' },
    { id: PLANT, name: 'Plant' },
  ],
  createdBy: 'payroll',
  createdAt: '2026-02-01T03:00:00Z',
};

afterEach(() => {
  cleanup();
  session.end();
});

describe('consolidated registers', { timeout: 20_000 }, () => {
  test('lists, searches, and creates one with the server’s field errors on the fields', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/hcm/consolidated-register', () => HttpResponse.json({ items: [group] })),
      http.get('*/api/hcm/register', () =>
        HttpResponse.json({
          items: [register(OFFICE, 'Head office', 7), register(PLANT, 'Plant', 1)],
        }),
      ),
      http.post('*/api/hcm/consolidated-register', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json(
              {
                error: {
                  code: 'validation_failed',
                  message: 'The request is not valid',
                  fields: [{ path: '/registerIds', message: 'must have at least 2 items' }],
                },
              },
              { status: 422 },
            )
          : HttpResponse.json(
              { error: { code: 'conflict', message: 'Already exists: Whole company' } },
              { status: 409 },
            );
      }),
    );
    renderPage(<ConsolidatedListPage />);

    expect(await screen.findByRole('link', { name: 'Whole company' })).toBeTruthy();
    expect(screen.getByText('Head office, Plant')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search consolidated registers'), {
      target: { value: 'nothing like it' },
    });
    expect(screen.getByText('No consolidated register matches')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search consolidated registers'), {
      target: { value: 'plant' },
    });
    expect(screen.getByRole('link', { name: 'Whole company' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New consolidated register' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), {
      target: { value: 'Whole company' },
    });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Head office/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('must have at least 2 items')).toBeTruthy();
    expect(sent[0]).toEqual({ name: 'Whole company', registerIds: [OFFICE] });

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Plant/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Already exists: Whole company')).toBeTruthy();
    expect(within(dialog).queryByText('must have at least 2 items')).toBeNull();
    expect(sent[1]).toEqual({ name: 'Whole company', registerIds: [OFFICE, PLANT] });
  });

  test('shows the periods of a year, each register’s cut-off, linked to the side-by-side view', async () => {
    const periods: ConsolidationPeriods = {
      year: 2026,
      years: [2025, 2026],
      items: [
        {
          periodStart: '2026-01-01',
          periodEnd: '2026-01-15',
          cutoffs: [
            { registerId: OFFICE, cutoffId: OFFICE_CUTOFF, status: 'Released', payslips: 7 },
            { registerId: PLANT, cutoffId: PLANT_CUTOFF, status: 'Computed', payslips: 1 },
          ],
        },
        {
          periodStart: '2026-01-16',
          periodEnd: '2026-01-31',
          cutoffs: [{ registerId: PLANT, cutoffId: PLANT_CUTOFF, status: 'Draft', payslips: 0 }],
        },
      ],
    };
    server.use(
      http.get(`*/api/hcm/consolidated-register/${GROUP}`, () => HttpResponse.json(group)),
      http.get(`*/api/hcm/consolidated-register/${GROUP}/periods`, () =>
        HttpResponse.json(periods),
      ),
    );
    renderPage(
      <Routes>
        <Route path="/consolidated-register/view/:id" element={<ConsolidatedViewPage />} />
      </Routes>,
      'hr',
      `/consolidated-register/view/${GROUP}`,
    );

    const link = await screen.findByRole('link', { name: 'Jan 1 – Jan 15, 2026' });
    expect(link.getAttribute('href')).toBe(
      `/consolidated-register/cutoff/${GROUP}/${OFFICE_CUTOFF}`,
    );
    expect(screen.getByText('7 payslips')).toBeTruthy();
    expect(screen.getByText('Released')).toBeTruthy();
    expect(screen.getByText('No cut-off of this period')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plant' }).getAttribute('href')).toBe(
      `/register/view/${PLANT}`,
    );
  });

  test('puts the registers’ cut-offs side by side with exact totals and links', async () => {
    const cutoff: ConsolidatedCutoff = {
      consolidation: group,
      periodStart: '2026-01-01',
      periodEnd: '2026-01-15',
      columns: [
        {
          registerId: OFFICE,
          registerName: 'Head office',
          cutoffId: OFFICE_CUTOFF,
          status: 'Released',
          periodStart: '2026-01-01',
          periodEnd: '2026-01-15',
          payDate: '2026-01-20',
          payslips: 7,
        },
        {
          registerId: PLANT,
          registerName: 'Plant',
          cutoffId: null,
          status: null,
          periodStart: null,
          periodEnd: null,
          payDate: null,
          payslips: 0,
        },
      ],
      payslips: 7,
      rows: [
        {
          code: 'basic_pay',
          label: 'Basic pay',
          section: 'earnings',
          amounts: ['1234567.10', '0.00', '1234567.10'],
        },
        {
          code: 'net_pay',
          label: 'Net pay',
          section: 'totals',
          amounts: ['1000000.05', '0.00', '1000000.05'],
        },
      ],
    };
    server.use(
      http.get(`*/api/hcm/consolidated-register/${GROUP}/cutoff/${OFFICE_CUTOFF}`, () =>
        HttpResponse.json(cutoff),
      ),
    );
    renderPage(
      <Routes>
        <Route
          path="/consolidated-register/cutoff/:consolidatedId/:registerCutoffId"
          element={<ConsolidatedCutoffPage />}
        />
      </Routes>,
      'payroll',
      `/consolidated-register/cutoff/${GROUP}/${OFFICE_CUTOFF}`,
    );

    expect(await screen.findByText('Whole company: Jan 1 – Jan 15, 2026')).toBeTruthy();
    expect(screen.getAllByText('1,234,567.10')).toHaveLength(2);
    expect(screen.getAllByText('1,000,000.05')).toHaveLength(2);
    expect(screen.getByText('No cut-off')).toBeTruthy();
    expect(screen.getByText(/1 of 2 registers released · 7 payslips in all/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Head office' }).getAttribute('href')).toBe(
      `/register/cutoff/${OFFICE}/${OFFICE_CUTOFF}`,
    );
    expect(screen.getByRole('link', { name: 'Time and attendance' }).getAttribute('href')).toBe(
      `/consolidated-register/cutoff/tar/${OFFICE}/${OFFICE_CUTOFF}/time-and-attendance`,
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Plant' })).toBeNull());
  });
});
