import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type {
  ChartPerson,
  OrganizationChartResponse,
} from '../../../../src/shared/api/organization-chart';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { OrganizationChartPage } from '../../../../src/client/features/people/org-chart/organization-chart-page';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

const person = (
  employeeNumber: string,
  name: string,
  managerNumber?: string,
  extra: Partial<ChartPerson> = {},
): ChartPerson => ({
  recordId: `00000000-0000-4000-8000-${employeeNumber.replace(/\D/g, '').padStart(12, '0')}`,
  employeeNumber,
  name,
  ...(managerNumber ? { managerNumber } : {}),
  ...extra,
});

const DEMO = [
  person('2022-0001', 'Maria Santos', undefined, {
    position: 'HR Systems Administrator',
    department: 'Human Resources',
  }),
  person('2022-0002', 'Jose Reyes', '2022-0001', { position: 'HR Manager' }),
  person('2022-0003', 'Ana Cruz', '2022-0002', { position: 'Payroll Specialist' }),
  person('2022-0004', 'Ramon Dela Cruz', '2022-0001'),
  person('2022-0005', 'Carla Mendoza', '2022-0004'),
  person('2022-0006', 'Paolo Garcia', '2022-0003', { position: 'Junior Accountant' }),
  person('2022-0099', 'Nora Reyes', undefined, { position: 'Team Lead' }),
];

function serveChart(...answers: (OrganizationChartResponse | 'error')[]) {
  let call = 0;
  server.use(
    http.get('*/api/hcm/organization-chart', () => {
      const answer = answers[Math.min(call, answers.length - 1)];
      call += 1;
      return answer === 'error' || answer === undefined
        ? HttpResponse.json(
            { error: { code: 'internal', message: 'Something broke' } },
            { status: 500 },
          )
        : HttpResponse.json(answer);
    }),
  );
}
const chartOf = (employees: ChartPerson[]): OrganizationChartResponse => ({
  generatedAt: '2026-03-31T02:00:00.000Z',
  employees,
});

function renderPage() {
  render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter>
          <OrganizationChartPage />
        </MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}

const card = (employeeNumber: string) =>
  document.querySelector<HTMLElement>(`[data-employee="${employeeNumber}"]`);

// Unmount before the session ends: the page needs one while it is on screen.
afterEach(() => {
  cleanup();
  session.end();
});

describe('organization chart page', () => {
  test('draws the reporting lines as cards linking to profiles, tops side by side', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    serveChart(chartOf(DEMO));
    renderPage();

    const top = await screen.findByRole('link', { name: 'Maria Santos' });
    expect(top.getAttribute('href')).toBe('/hr/employee/profile/2022-0001');
    expect(
      within(card('2022-0001') as HTMLElement).getByText('HR Systems Administrator'),
    ).toBeTruthy();
    expect(screen.getByText('Human Resources · 2022-0001')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Hide 2 direct reports of Maria Santos' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        '7 people in 2 reporting lines. Drag the background or scroll to move around; hold Ctrl and scroll to zoom.',
        { exact: false },
      ),
    ).toBeTruthy();
    expect(card('2022-0099')).toBeTruthy();
    expect(card('2022-0006')).toBeTruthy();

    // Closing a card takes its whole line out of the page; opening brings it back.
    fireEvent.click(screen.getByRole('button', { name: 'Hide 1 direct report of Jose Reyes' }));
    expect(card('2022-0003')).toBeNull();
    expect(card('2022-0006')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 direct report of Jose Reyes' }));
    expect(card('2022-0006')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(card('2022-0002')).toBeNull();
    expect(card('2022-0099')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(card('2022-0006')).toBeTruthy();
  });

  test('links an employee to a colleague’s public card, not the profile, and zooms with the buttons', async () => {
    signIn(makeAccount({ roles: ['employee'] }));
    serveChart(chartOf(DEMO));
    renderPage();

    expect(await screen.findByText('Maria Santos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Maria Santos' }).getAttribute('href')).toBe(
      '/ers/employees/view/2022-0001',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('button', { name: /reset zoom/ }).textContent).toBe('125%');
    fireEvent.click(screen.getByRole('button', { name: '125%, reset zoom' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByRole('button', { name: '80%, reset zoom' }).textContent).toBe('80%');
  });

  test('finds a person in a closed line, opens the way to them and marks them', async () => {
    signIn(makeAccount({ roles: ['admin'] }));
    serveChart(chartOf(DEMO));
    renderPage();
    await screen.findByText('Maria Santos');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(card('2022-0006')).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a person on the chart' }), {
      target: { value: 'junior accountant' },
    });
    await waitFor(() => expect(card('2022-0006')?.dataset.highlighted).toBe('true'));
    expect(screen.getByText('1 of 1')).toBeTruthy();
    // Only the way to the match opened: Ramon's line stays closed.
    expect(card('2022-0005')).toBeNull();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'reyes' } });
    await waitFor(() => expect(screen.getByText('1 of 2')).toBeTruthy());
    expect(card('2022-0002')?.dataset.highlighted).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(card('2022-0099')?.dataset.highlighted).toBe('true');
    expect(card('2022-0002')?.dataset.highlighted).toBeUndefined();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nobody' } });
    await waitFor(() => expect(screen.getByText('No match')).toBeTruthy());
  });

  test('opens only the top two levels of a large chart', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    const large = [person('9-0', 'Top')];
    for (let m = 1; m <= 10; m += 1) {
      large.push(person(`9-${m}`, `Manager ${m}`, '9-0'));
      for (let s = 1; s <= 12; s += 1) {
        large.push(person(`9-${m}-${s}`, `Staff ${m}.${s}`, `9-${m}`));
        large.push(person(`9-${m}-${s}-1`, `Junior ${m}.${s}`, `9-${m}-${s}`));
      }
    }
    serveChart(chartOf(large));
    renderPage();
    await screen.findByRole('link', { name: 'Top' });
    expect(card('9-3-4')).toBeTruthy();
    expect(card('9-3-4-1')).toBeNull();
    expect(document.querySelectorAll('[data-employee]')).toHaveLength(1 + 10 + 120);
  });

  test('offers to try again when the chart cannot be loaded, and says when no one is on it', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    serveChart('error', chartOf([]));
    renderPage();
    expect(await screen.findByText('The organization chart could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No one on the chart yet')).toBeTruthy();
  });
});
