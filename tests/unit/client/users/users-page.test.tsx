import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type { UsersResponse } from '../../../../src/shared/api/users';
import { UsersPage } from '../../../../src/client/features/users/users-page';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { ADMIN_ID, renderAsAdmin, serveRoles, user } from './users-fixtures';

/** Answers the users list, keeping each request's query. */
function serveUsers(answer: UsersResponse) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/iam/accounts', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(answer);
    }),
  );
  return queries;
}

const address = () => screen.getByTestId('address').textContent ?? '';

/** Opens a row's actions menu and answers what it offers. */
async function openMenu(name: string) {
  const trigger = screen.getByRole('button', { name: `Actions for ${name}` });
  fireEvent.click(trigger);
  await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

afterEach(() => {
  cleanup();
  session.end();
});

describe('the users page', () => {
  test('lists users with their roles by name, and puts the search and filters in the address and the request', async () => {
    serveRoles();
    const queries = serveUsers({
      items: [
        user(1, { accountId: ADMIN_ID, name: 'Maria Santos', roles: ['admin'] }),
        user(2, { name: 'Olive Reyes', roles: ['employee', 'payroll-officer'], invited: true }),
      ],
      total: 2,
    });
    renderAsAdmin(<UsersPage />, '/admin-settings/users');

    const olive = (await screen.findByText('Olive Reyes')).closest('tr') as HTMLElement;
    expect(within(olive).getByText('Payroll officer')).toBeTruthy();
    expect(within(olive).getByText('Invited')).toBeTruthy();
    expect(queries[0]?.get('limit')).toBe('25');
    expect(queries[0]?.get('offset')).toBe('0');

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: ' olive ' } });
    await waitFor(() => expect(address()).toBe('/admin-settings/users?q=olive'));
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('olive'));

    fireEvent.change(await screen.findByLabelText('Role'), {
      target: { value: 'payroll-officer' },
    });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Invited' } });
    await waitFor(() =>
      expect(address()).toBe('/admin-settings/users?q=olive&role=payroll-officer&status=Invited'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
        limit: '25',
        offset: '0',
        q: 'olive',
        role: 'payroll-officer',
        status: 'Invited',
      }),
    );
  });

  test('opens a bookmarked view with its filters and page, and pages on the server', async () => {
    serveRoles();
    const queries = serveUsers({
      items: Array.from({ length: 25 }, (_, i) => user(i + 26)),
      total: 60,
    });
    renderAsAdmin(<UsersPage />, '/admin-settings/users?status=Active&page=2');
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    expect(Object.fromEntries(queries[0] ?? [])).toMatchObject({ status: 'Active', offset: '25' });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Active');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address()).toBe('/admin-settings/users?status=Active&page=3'));
    await waitFor(() => expect(queries.at(-1)?.get('offset')).toBe('50'));
  });

  test('offers no role change or disabling on one’s own row, and says why', async () => {
    serveRoles();
    serveUsers({ items: [user(1, { accountId: ADMIN_ID, name: 'Maria Santos' })], total: 1 });
    renderAsAdmin(<UsersPage />, '/admin-settings/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Maria Santos' }));
    expect(await screen.findByText(/changed by another administrator/)).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Change roles' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Disable' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Send password reset link' })).toBeTruthy();
  });

  test('shows who signs in with two steps, and resets a lost authenticator after asking', async () => {
    serveRoles();
    serveUsers({
      items: [user(2, { name: 'Olive Reyes', secondFactor: true }), user(3, { name: 'Ben Tan' })],
      total: 2,
    });
    const resets: string[] = [];
    server.use(
      http.delete('*/api/iam/accounts/:accountId/second-factor', ({ params }) => {
        resets.push(String(params.accountId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderAsAdmin(<UsersPage />, '/admin-settings/users');
    const olive = (await screen.findByText('Olive Reyes')).closest('tr') as HTMLElement;
    const ben = screen.getByText('Ben Tan').closest('tr') as HTMLElement;
    expect(within(olive).getByText('On')).toBeTruthy();
    expect(within(ben).getByText('Off')).toBeTruthy();

    expect(await openMenu('Olive Reyes')).toContain('Reset two-step sign-in');
    // The menu selects the item under the pointer.
    const reset = screen.getByRole('menuitem', { name: 'Reset two-step sign-in' });
    fireEvent.pointerDown(reset);
    await waitFor(() => expect(reset.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.click(reset);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reset two-step sign-in of Olive Reyes?',
    });
    expect(resets).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Two-step sign-in of Olive Reyes is reset')).toBeTruthy();
    expect(resets).toEqual([user(2).accountId]);
    // Without an authenticator there is nothing to reset.
    expect(await openMenu('Ben Tan')).not.toContain('Reset two-step sign-in');
  });

  test('says when nobody matches the filters', async () => {
    serveRoles();
    serveUsers({ items: [], total: 0 });
    renderAsAdmin(<UsersPage />, '/admin-settings/users?q=nobody');
    expect(await screen.findByText('No users match')).toBeTruthy();
  });
});
