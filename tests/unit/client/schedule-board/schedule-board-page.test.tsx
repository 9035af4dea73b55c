import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { FormSummary } from '../../../../src/shared/api/records';
import type {
  ScheduleBoardDay,
  ScheduleBoardRequest,
  ScheduleBoardResponse,
} from '../../../../src/shared/api/schedule-board';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { ScheduleBoardPage } from '../../../../src/client/features/schedule-board/schedule-board-page';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

// Tuesday 31 March 2026, 10:00 in Manila: the board opens on Monday 30 March to Sunday 5 April.
const NOW = new Date('2026-03-31T02:00:00Z');

const rosters: FormSummary = {
  formId: 'schedule-roster',
  title: 'Roster',
  pluralTitle: 'Rosters',
  module: 'timekeeping',
  route: '/timekeeping/rosters',
  listAtBase: false,
  canWrite: true,
  canCreate: true,
};

const datesFrom = (from: string, days: number) =>
  Array.from({ length: days }, (_, index) => {
    const date = new Date(`${from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index);
    return date.toISOString().slice(0, 10);
  });

/** A board of one Operations employee whose Monday a roster makes a rest day. */
function boardOf({ from, q }: ScheduleBoardRequest): ScheduleBoardResponse {
  const dates = datesFrom(from, 7);
  if (q) return { dates, total: 0, items: [] };
  const days = dates.map((date, index): ScheduleBoardDay => ({
    date,
    schedule: index === 0 || index > 4 ? 'Rest day' : '08:00–17:00',
    restDay: index === 0 || index > 4,
    holiday: date === '2026-04-02' ? 'Maundy Thursday' : null,
    rostered: index === 0,
    changed: false,
    onLeave: index === 2,
  }));
  return {
    dates,
    total: 1,
    items: [
      { employeeNumber: '2022-0005', name: 'Mendoza, Carla', department: 'Operations', days },
    ],
  };
}

/** Answers the board from the dates asked for, keeping every request. */
function serveBoard() {
  const sent: ScheduleBoardRequest[] = [];
  server.use(
    http.post('*/api/hcm/all-schedules', async ({ request }) => {
      const body = (await request.json()) as ScheduleBoardRequest;
      sent.push(body);
      return HttpResponse.json(boardOf(body));
    }),
    http.get('*/api/forms', () => HttpResponse.json({ forms: [rosters] })),
  );
  return sent;
}

function renderPage() {
  render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <ScheduleBoardPage />
        </MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}

const headings = () =>
  screen.getAllByRole('columnheader').map((heading) => heading.textContent ?? '');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

// Unmount before the session ends: the page needs one while it is on screen.
afterEach(() => {
  cleanup();
  session.end();
  vi.useRealTimers();
});

describe('workforce scheduling board', () => {
  test("shows this week's dates as columns, with the roster and leave marked", async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    const sent = serveBoard();
    renderPage();

    expect(await screen.findByText('Mendoza, Carla')).toBeTruthy();
    expect(sent[0]).toEqual({ from: '2026-03-30', to: '2026-04-05', limit: 25, offset: 0 });
    expect(headings()).toEqual([
      'Employee',
      'Mon 30',
      'Tue 31',
      'Wed 1',
      'Thu 2Maundy Thursday',
      'Fri 3',
      'Sat 4',
      'Sun 5',
    ]);
    const [row] = screen.getAllByRole('row').slice(1);
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('Mendoza, Carla2022-0005 · Operations');
    expect(within(cells[1] as HTMLElement).getByText('Rest day')).toBeTruthy();
    expect(within(cells[1] as HTMLElement).getByText('Roster')).toBeTruthy();
    expect(within(cells[3] as HTMLElement).getByText('On leave')).toBeTruthy();
    expect(within(cells[2] as HTMLElement).queryByText('Roster')).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage rosters' }).getAttribute('href')).toBe(
      '/timekeeping/rosters/list',
    );
    expect(screen.getByRole('button', { name: 'This week' }).hasAttribute('disabled')).toBe(true);
  });

  test('moving to the next week asks for its dates, and "This week" comes back', async () => {
    signIn(makeAccount({ roles: ['payroll'] }));
    const sent = serveBoard();
    renderPage();
    await screen.findByText('Mendoza, Carla');

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(headings()).toContain('Mon 6'));
    expect(sent.at(-1)).toMatchObject({ from: '2026-04-06', to: '2026-04-12' });
    expect(screen.getByText('6–12 Apr 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    // This week's board is already cached: it comes back without asking again.
    await waitFor(() => expect(headings()).toContain('Mon 30'));
    expect(sent).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'This week' }).hasAttribute('disabled')).toBe(true);
  });

  test('says when no employee matches the search, and offers no roster link to readers', async () => {
    signIn(makeAccount({ roles: ['approver'] }));
    serveBoard();
    server.use(
      http.get('*/api/forms', () =>
        HttpResponse.json({ forms: [{ ...rosters, canWrite: false, canCreate: false }] }),
      ),
    );
    renderPage();
    await screen.findByText('Mendoza, Carla');

    fireEvent.change(screen.getByLabelText('Search employees'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No employees match')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage rosters' })).toBeNull();
  });

  test('shows an error that offers to try again', async () => {
    signIn(makeAccount({ roles: ['admin'] }));
    server.use(
      http.post('*/api/hcm/all-schedules', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 }),
      ),
      http.get('*/api/forms', () => HttpResponse.json({ forms: [] })),
    );
    renderPage();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The schedules could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
