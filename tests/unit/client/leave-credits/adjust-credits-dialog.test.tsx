import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { EmployeeLeaveCredits } from '../../../../src/shared/api/leave-credits';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { AdjustCreditsDialog } from '../../../../src/client/features/leave-credits/adjust-credits-dialog';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

const credits: EmployeeLeaveCredits = {
  employeeNumber: '2022-0007',
  employeeName: 'Villanueva, Liza',
  template: 'Standard leave',
  balances: [
    { leaveType: 'Vacation leave', paid: true, balanceMinutes: 4800, pendingMinutes: 0 },
    { leaveType: 'Sick leave', paid: true, balanceMinutes: 3840, pendingMinutes: 0 },
    { leaveType: 'Leave without pay', paid: false, balanceMinutes: 0, pendingMinutes: 0 },
  ],
  adjustableLeaveTypes: ['Vacation leave', 'Sick leave', 'Compensatory time off'],
  entries: [],
};

function renderDialog() {
  const onSaved = vi.fn();
  render(
    <AppProviders>
      <AdjustCreditsDialog credits={credits} onClose={() => undefined} onSaved={onSaved} />
    </AppProviders>,
  );
  return { onSaved };
}

/** Answers the adjustment with `reply`, keeping what was sent. */
function serveAdjustment(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/hcm/leave-credits', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return sent;
}

afterEach(() => session.end());

describe('adjust leave credits dialog', () => {
  test('sends the days as minutes, negative for a deduction, and hands back the answer', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    const sent = serveAdjustment(() => HttpResponse.json(credits, { status: 201 }));
    const { onSaved } = renderDialog();

    fireEvent.change(await screen.findByLabelText('Leave type'), {
      target: { value: 'Sick leave' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Deduct days' }));
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '1.25' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Leave taken offline' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Deduct days' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(credits));
    expect(sent).toEqual([
      {
        employeeNumber: '2022-0007',
        leaveType: 'Sick leave',
        minutes: -600,
        note: 'Leave taken offline',
      },
    ]);
  });

  test('refuses days that are not quarter days without calling the server', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    const sent = serveAdjustment(() => HttpResponse.json(credits, { status: 201 }));
    renderDialog();

    fireEvent.change(await screen.findByLabelText('Days'), { target: { value: '0.3' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Award' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add days' }));

    expect(await screen.findByText(/Enter days in quarter days/)).toBeTruthy();
    expect(screen.getByLabelText('Days').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  test('shows the server’s 422 message on the days field', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    const message =
      'Villanueva, Liza has 10 days of Vacation leave available; a deduction may take at most that.';
    const sent = serveAdjustment(() =>
      HttpResponse.json(
        { error: { code: 'validation_failed', message, fields: [{ path: '/minutes', message }] } },
        { status: 422 },
      ),
    );
    const { onSaved } = renderDialog();

    fireEvent.click(await screen.findByRole('radio', { name: 'Deduct days' }));
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Correction' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Deduct days' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Days').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([
      expect.objectContaining({ leaveType: 'Vacation leave', minutes: -5760 }),
    ]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('shows a message that names no field above the buttons', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    serveAdjustment(() =>
      HttpResponse.json(
        { error: { code: 'not_found', message: 'There is no employee 2022-0007.' } },
        { status: 404 },
      ),
    );
    renderDialog();

    fireEvent.change(await screen.findByLabelText('Days'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Award' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add days' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'There is no employee 2022-0007.',
    );
  });
});
