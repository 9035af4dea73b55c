import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { EmployeeLeaveCredits } from '../../../../src/shared/api/leave-credits';
import type { MyPayslips } from '../../../../src/shared/api/employee-payslips';
import type { NotificationsPage } from '../../../../src/shared/api/notifications';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { MyDay } from '../../../../src/client/app/dashboard/my-day';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

const DAY = 480;

const credits = (balances: EmployeeLeaveCredits['balances']): EmployeeLeaveCredits => ({
  employeeNumber: 'E-001',
  employeeName: 'Maria Santos',
  template: 'Regular',
  balances,
  adjustableLeaveTypes: [],
  entries: [],
});

function serveDay(options: {
  balances: EmployeeLeaveCredits['balances'];
  payslips: MyPayslips['items'];
  inbox: NotificationsPage;
}) {
  server.use(
    http.get('*/api/hcm/leave-credits/E-001', () => HttpResponse.json(credits(options.balances))),
    http.get('*/api/hcm/my-payslips', () => HttpResponse.json({ items: options.payslips })),
    http.get('*/api/notifications', () => HttpResponse.json(options.inbox)),
    http.post('*/api/permissions/verify', () => HttpResponse.json({})),
  );
}

function renderDay() {
  render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter>
          <MyDay />
        </MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  session.end();
});

describe('the employee’s day on the home page', () => {
  test('shows the leave that may still be filed, the last payslip’s net pay and what waits', async () => {
    signIn(makeAccount());
    serveDay({
      balances: [
        { leaveType: 'Vacation leave', paid: true, balanceMinutes: 10 * DAY, pendingMinutes: DAY },
        { leaveType: 'Leave without pay', paid: false, balanceMinutes: 0, pendingMinutes: 0 },
      ],
      payslips: [
        {
          cutoffId: 'c-2',
          registerId: 'r-1',
          registerName: 'Semi-monthly',
          periodStart: '2026-11-01',
          periodEnd: '2026-11-15',
          payDate: '2026-11-20',
          employeeNumber: 'E-001',
          grossPay: '25000.00',
          totalDeductions: '2801.20',
          netPay: '22198.80',
        },
      ],
      inbox: {
        items: [
          {
            id: '9',
            kind: 'decision',
            title: 'Your leave application was approved',
            body: 'Vacation leave, 2026-12-07',
            link: '/application/leave/list',
            createdAt: new Date().toISOString(),
            readAt: null,
          },
        ],
        nextCursor: null,
        unread: 1,
      },
    });
    renderDay();

    const leave = await screen.findByRole('region', { name: 'Leave you can take' });
    // Balance less what pending applications already ask for; unpaid leave needs no credits.
    expect(await within(leave).findByText('9 days')).toBeTruthy();
    expect(within(leave).queryByText('Leave without pay')).toBeNull();
    expect(within(leave).getByRole('link', { name: 'Apply for leave' })).toBeTruthy();

    const payslip = screen.getByRole('region', { name: 'Your last payslip' });
    expect(await within(payslip).findByText('22,198.80')).toBeTruthy();
    expect(within(payslip).getByText('Net pay, paid Nov 20, 2026')).toBeTruthy();
    expect(
      within(payslip).getByRole('link', { name: 'Open payslip' }).getAttribute('href'),
    ).toContain('c-2');

    const waiting = await screen.findByRole('region', { name: 'Waiting for you (1)' });
    expect(
      within(waiting).getByRole('link', { name: /leave application was approved/ }),
    ).toBeTruthy();
  });

  test('says what is not there yet', async () => {
    signIn(makeAccount());
    serveDay({ balances: [], payslips: [], inbox: { items: [], nextCursor: null, unread: 0 } });
    renderDay();
    expect(await screen.findByText('No leave credits on record yet.')).toBeTruthy();
    expect(await screen.findByText('No payslip has been released to you yet.')).toBeTruthy();
    expect(await screen.findByText(/^Nothing new/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your day' })).toBeTruthy();
  });

  test('is not there for an account without an employee record', () => {
    signIn(makeAccount({ employeeNumber: null }));
    renderDay();
    expect(screen.queryByRole('heading', { name: 'Your day' })).toBeNull();
  });
});
