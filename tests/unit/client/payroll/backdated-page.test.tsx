import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { BackdatedResponse } from '../../../../src/shared/api/payroll-backdated';
import { BackdatedPage } from '../../../../src/client/features/payroll/cutoffs/backdated-page';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { CUTOFF, REGISTER, renderPage } from './payroll-fixtures';

const SOURCE = '44444444-4444-4444-8444-444444444444';

const owed: BackdatedResponse = {
  items: [
    {
      employeeNumber: '2022-0005',
      employeeName: 'Mendoza, Carla',
      sourceCutoffId: SOURCE,
      periodStart: '2026-10-01',
      periodEnd: '2026-10-15',
      paid: '11850.00',
      due: '13050.00',
      amount: '1200.00',
      changes: [{ figure: 'Unpaid absent days', paid: '1', now: '0' }],
    },
  ],
  total: 1,
  totalAmount: '1200.00',
};

/** Serves the cut-off and its backdated lines; a search answers nothing. */
function serve() {
  const searches: string[] = [];
  server.use(
    http.get(`*/api/hcm/register/cutoff/${CUTOFF}`, () =>
      HttpResponse.json({
        registerName: 'Head office',
        periodStart: '2026-10-16',
        periodEnd: '2026-10-31',
      }),
    ),
    http.get(`*/api/hcm/backdated/${CUTOFF}`, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      return HttpResponse.json(search ? { items: [], total: 0, totalAmount: '0.00' } : owed);
    }),
  );
  return searches;
}

afterEach(() => {
  cleanup();
  session.end();
});

describe('backdated adjustments page', { timeout: 20_000 }, () => {
  test('shows each released period that changed, what changed and the difference, with the total', async () => {
    const searches = serve();
    renderPage(
      <Routes>
        <Route
          path="/register/cutoff/backdated/:registerId/:registerCutoffId/:filename"
          element={<BackdatedPage />}
        />
      </Routes>,
      'payroll',
      `/register/cutoff/backdated/${REGISTER}/${CUTOFF}/backdated-adjustments`,
    );

    const row = (await screen.findByRole('link', { name: 'Mendoza, Carla' })).closest('tr')!;
    expect(within(row).getByText('Unpaid absent days: 1 → 0')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Oct 1 – Oct 15, 2026' }).getAttribute('href'),
    ).toBe(`/register/cutoff/dtr/${REGISTER}/${SOURCE}/2022-0005`);
    expect(within(row).getByText('11,850.00')).toBeTruthy();
    expect(within(row).getByText('13,050.00')).toBeTruthy();
    expect(screen.getByText('All 1 adjustment')).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: /Head office, Oct 16 – Oct 31, 2026/ }),
    ).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search adjustments' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No adjustment matches')).toBeTruthy();
    expect(searches.at(-1)).toBe('nobody');
  });
});
