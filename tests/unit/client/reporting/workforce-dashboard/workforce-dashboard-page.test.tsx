import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { WorkforceDashboard } from '../../../../../src/shared/api/workforce-dashboard';
import { AppProviders } from '../../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../../src/client/app/swr-provider';
import { WorkforceDashboardPage } from '../../../../../src/client/features/reporting/workforce-dashboard/workforce-dashboard-page';
import { session } from '../../../../../src/client/lib/session';
import { makeAccount, signIn } from '../../fixtures';
import { server } from '../../msw-server';

const bands = (labels: string[], counts: number[]) =>
  labels.map((label, index) => ({ label, count: counts[index] ?? 0 }));

function dashboardOf(months: number, extra: Partial<WorkforceDashboard> = {}): WorkforceDashboard {
  const byMonth = Array.from({ length: months }, (_, index) => {
    // The months ending with March 2026.
    const at = 2026 * 12 + 2 - (months - 1 - index);
    return {
      month: `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`,
      hires: index === months - 1 ? 3 : 1,
      separations: index === months - 2 ? 2 : 0,
      headcount: 40 + index,
    };
  });
  return {
    asOf: '2026-03-31',
    periodStart: `${byMonth[0]?.month ?? '2026-03'}-01`,
    months,
    employees: 60,
    headcount: 52,
    hires: 14,
    separations: 5,
    byMonth,
    byDepartment: [
      { label: 'Operations', count: 30 },
      { label: 'Finance', count: 12 },
      { label: 'Unassigned', count: 10 },
    ],
    bySite: [{ label: 'Head office', count: 52 }],
    byEmploymentStatus: [
      { label: 'Regular', count: 40 },
      { label: 'Probationary', count: 12 },
    ],
    byEmploymentType: [{ label: 'Full-time', count: 52 }],
    byGender: [{ label: 'Unspecified', count: 52 }],
    tenure: {
      bands: bands(
        ['< 1 year', '1–2 years', '2–5 years', '5–10 years', '10+ years', 'Unknown'],
        [10, 8, 20, 9, 3, 2],
      ),
      averageYears: 3.4,
    },
    ageBands: bands(
      ['Under 25', '25–34', '35–44', '45–54', '55 and over', 'Unknown'],
      [5, 20, 15, 7, 3, 2],
    ),
    turnover: { averageHeadcount: 45.5, percent: 11 },
    separationsByReason: [
      { label: 'Resigned', count: 4 },
      { label: 'Retired', count: 1 },
    ],
    ...extra,
  };
}

/** Answers each request in turn (the last one repeats), recording the months asked for. */
function serveDashboard(...answers: ('error' | ((months: number) => WorkforceDashboard))[]) {
  const asked: number[] = [];
  server.use(
    http.get('*/api/hcm/workforce-dashboard', ({ request }) => {
      const months = Number(new URL(request.url).searchParams.get('months'));
      const answer = answers[Math.min(asked.length, answers.length - 1)];
      asked.push(months);
      return answer === 'error' || answer === undefined
        ? HttpResponse.json({ error: { code: 'internal', message: 'Broke' } }, { status: 500 })
        : HttpResponse.json(answer(months));
    }),
  );
  return asked;
}

function renderPage() {
  render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={['/ers/dashboard']}>
          <WorkforceDashboardPage />
        </MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}

const tile = (label: string) =>
  document.querySelector<HTMLElement>(`[data-figure="${label}"]`) as HTMLElement;

afterEach(() => {
  cleanup();
  session.end();
});

describe('workforce dashboard page', () => {
  test('shows the figures, the month chart as a table and the breakdowns as text', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    const asked = serveDashboard((months) => dashboardOf(months));
    renderPage();

    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Key figures' });
    expect(asked).toEqual([12]);
    expect(within(tile('Headcount')).getByText('52')).toBeTruthy();
    expect(within(tile('Hires')).getByText('14')).toBeTruthy();
    expect(within(tile('Hires')).getByText('Last 12 months')).toBeTruthy();
    expect(within(tile('Separations')).getByText('5')).toBeTruthy();
    expect(within(tile('Turnover')).getByText('11.0%')).toBeTruthy();
    expect(within(tile('Average tenure')).getByText('3.4 yrs')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Hires and separations by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Month', 'Hires', 'Separations', 'Headcount at month end']);
    expect(rows.at(-1)?.textContent).toBe('Mar 2026' + '3' + '0' + '51');
    expect(rows.at(-2)?.textContent).toBe('Feb 2026' + '1' + '2' + '50');

    const departments = screen.getByRole('list', { name: 'Headcount by department' });
    expect(
      within(departments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Operations30', 'Finance12', 'Unassigned10']);
    const tenure = screen.getByRole('region', { name: 'Tenure' });
    expect(within(tenure).getByText('Average 3.4 years of service.')).toBeTruthy();
    expect(within(tenure).getByText('5–10 years')).toBeTruthy();
    const reasons = screen.getByRole('list', { name: 'Separations by reason' });
    expect(within(reasons).getByText('Resigned').nextSibling?.textContent).toBe('4');

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '24' } });
    await waitFor(() => expect(within(tile('Hires')).getByText('Last 24 months')).toBeTruthy());
    expect(asked).toEqual([12, 24]);
    expect(
      within(screen.getByRole('table', { name: 'Hires and separations by month' })).getAllByRole(
        'row',
      ),
    ).toHaveLength(25);
  });

  test('offers to try again after an error, and says when there are no employees', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    serveDashboard('error', (months) =>
      dashboardOf(months, { employees: 0, headcount: 0, byDepartment: [] }),
    );
    renderPage();
    expect(await screen.findByText('The workforce figures could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No employees yet')).toBeTruthy();
  });
});
