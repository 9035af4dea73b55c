import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AddStatutoryVersionRequest } from '../../../../src/shared/api/payroll-tables';
import type { StatutoryVersion } from '../../../../src/client/features/payroll/api/payroll-requests';
import { StatutoryTablesPage } from '../../../../src/client/features/payroll/tables/statutory-tables-page';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { renderPage } from './payroll-fixtures';

// 10:00 on 1 March 2026 in Manila.
const NOW = new Date('2026-03-01T02:00:00Z');

const sss = (validFrom: string, ee_rate: string): StatutoryVersion => ({
  kind: 'sss',
  scope: 'platform',
  validFrom,
  source: `SSS Circular for ${validFrom}`,
  data: {
    ee_rate,
    er_rate: '0.10',
    msc_floor: '5000.00',
    msc_ceiling: '35000.00',
    msc_step: '500.00',
    regular_ss_cap: '20000.00',
    ec_threshold: '15000.00',
    ec_below: '10.00',
    ec_from: '30.00',
  },
});

const withholding: StatutoryVersion = {
  kind: 'withholding',
  scope: 'platform',
  validFrom: '2023-01-01',
  source: 'RR 11-2018 Annex E',
  data: Object.fromEntries(
    ['daily', 'weekly', 'semi_monthly', 'monthly', 'annual'].map((period) => [
      period,
      [
        { over: '0.00', base: '0.00', rate: '0' },
        { over: '10417.00', base: '0.00', rate: '0.15' },
      ],
    ]),
  ),
};

const day = { first8: '1.00', ot: '1.25', unworked: '0' };
const premium = (validFrom: string, night_rate: string): StatutoryVersion => ({
  kind: 'premium',
  scope: 'platform',
  validFrom,
  source: `Labor Code, ${validFrom}`,
  data: {
    day_types: Object.fromEntries(
      [
        'ordinary',
        'special_working_day',
        'rest_day',
        'special_nonworking_day',
        'special_nonworking_day_on_rest_day',
        'regular_holiday',
        'regular_holiday_on_rest_day',
        'double_regular_holiday',
        'double_regular_holiday_on_rest_day',
      ].map((type) => [type, day]),
    ),
    night_rate,
  },
});

/** Serves the versions (the added ones too), keeping each POST and counting the GETs. */
function serveTables(items: StatutoryVersion[]) {
  const posted: AddStatutoryVersionRequest[] = [];
  let reads = 0;
  server.use(
    http.get('*/api/hcm/payroll/tables', () => {
      reads += 1;
      return HttpResponse.json({ items });
    }),
    http.post('*/api/hcm/payroll/tables', async ({ request }) => {
      const body = (await request.json()) as AddStatutoryVersionRequest;
      posted.push(body);
      if (items.some((item) => item.kind === body.kind && item.validFrom === body.validFrom))
        return HttpResponse.json(
          {
            error: {
              code: 'conflict',
              message: `The ${body.kind} table already has a version valid from ${body.validFrom}`,
            },
          },
          { status: 409 },
        );
      const added: StatutoryVersion = { ...body, scope: 'organisation' };
      items.push(added);
      return HttpResponse.json(added, { status: 201 });
    }),
  );
  return { posted, reads: () => reads };
}

/** The folding block of one version, by its date. */
const versionOf = (validFrom: string) =>
  screen.getByText(validFrom, { selector: 'time' }).closest('details') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  session.end();
  vi.useRealTimers();
});

// A whole payroll form renders in jsdom: slow on a busy machine.
describe('statutory tables', { timeout: 30_000 }, () => {
  test('lists a kind’s versions newest first, marking the one in force today', async () => {
    serveTables([
      sss('2019-04-01', '0.045'),
      sss('2025-01-01', '0.05'),
      sss('2027-01-01', '0.055'),
      withholding,
    ]);
    renderPage(<StatutoryTablesPage />, 'hr');

    await screen.findByText('3 versions, newest first', {}, { timeout: 10_000 });
    const dates = screen.getAllByText(/^\d{4}-\d{2}-\d{2}$/, { selector: 'time' });
    expect(dates.map((date) => date.textContent)).toEqual([
      '2027-01-01',
      '2025-01-01',
      '2019-04-01',
    ]);
    expect(within(versionOf('2027-01-01')).getByText('Upcoming')).toBeTruthy();
    expect(within(versionOf('2025-01-01')).getByText('In force')).toBeTruthy();
    expect(within(versionOf('2019-04-01')).getByText('Superseded')).toBeTruthy();
    expect(versionOf('2019-04-01').hasAttribute('open')).toBe(false);
    const inForce = within(versionOf('2025-01-01'));
    expect(inForce.getByRole('rowheader', { name: 'MSC ceiling' }).closest('tr')?.textContent).toBe(
      'MSC ceiling35,000.00',
    );
    // HR reads the tables but adds no version.
    expect(screen.queryByRole('button', { name: 'Add version' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Withholding tax' }));
    expect(screen.getByRole('tab', { name: 'Withholding tax' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const semiMonthly = screen.getByRole('heading', { name: 'Semi-monthly' }).closest('section');
    const rows = within(semiMonthly as HTMLElement).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OverBaseRate',
      '0.000.000',
      '10,417.000.000.15',
    ]);
  });

  test('adds the organisation’s own premium rates from the newest version, never the law’s tables', async () => {
    const { posted, reads } = serveTables([
      sss('2025-01-01', '0.05'),
      premium('2018-01-01', '0.10'),
    ]);
    renderPage(<StatutoryTablesPage />, 'payroll');

    await screen.findByText('1 version, newest first', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Add version' })).toBeNull();
    expect(
      screen.getByText('Published for every organisation: it cannot be changed here.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Premium/ }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add version' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const night = () => within(dialog).getByLabelText(/Night rate/i) as HTMLInputElement;
    expect(night().value).toBe('0.10');
    fireEvent.change(within(dialog).getByLabelText('Source'), {
      target: { value: 'CBA 2026, art. 7' },
    });
    fireEvent.change(night(), { target: { value: '0.15' } });

    // A date that already has a version is refused on the date.
    fireEvent.change(within(dialog).getByLabelText('Valid from'), {
      target: { value: '2018-01-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add version' }));
    expect(
      (await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).textContent,
    ).toContain('already has a version valid from 2018-01-01');
    expect(within(dialog).getByText('Choose another date.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Valid from'), {
      target: { value: '2026-07-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add version' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(posted.at(-1)).toEqual({
      kind: 'premium',
      validFrom: '2026-07-01',
      source: 'CBA 2026, art. 7',
      data: { ...premium('2018-01-01', '0.15').data },
    });
    await screen.findByText('2 versions, newest first', {}, { timeout: 10_000 });
    expect(reads()).toBe(2);
    const own = within(versionOf('2026-07-01'));
    expect(own.getByText('Upcoming')).toBeTruthy();
    expect(own.getByText("Your organisation's")).toBeTruthy();
    expect(screen.getByText('It applies from 2026-07-01.')).toBeTruthy();
  });
});
