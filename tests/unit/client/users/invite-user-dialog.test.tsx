import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { UsersPage } from '../../../../src/client/features/users/users-page';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { renderAsAdmin, serveRoles } from './users-fixtures';

afterEach(() => {
  cleanup();
  session.end();
});

async function openInvite() {
  serveRoles();
  server.use(http.get('*/api/iam/accounts', () => HttpResponse.json({ items: [], total: 0 })));
  renderAsAdmin(<UsersPage />, '/admin-settings/users');
  fireEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'olive@acme' } });
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Olive' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Reyes' } });
  fireEvent.change(screen.getByLabelText('Username (optional)'), { target: { value: 'o r' } });
  fireEvent.click(await screen.findByRole('checkbox', { name: /Payroll officer/ }));
  return dialog;
}

describe('inviting a user', () => {
  test('shows the server’s refusals on their fields', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/iam/accounts', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'The request is not valid',
              fields: [
                { path: '/email', message: 'must be an e-mail address' },
                { path: '/username', message: 'must match pattern "^[A-Za-z0-9._-]+$"' },
              ],
            },
          },
          { status: 422 },
        );
      }),
    );
    await openInvite();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('must be an e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Username (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/must match pattern/)).toBeTruthy();
    // The refusal stands beside its fields, not again above them.
    expect(screen.queryByText('The request is not valid')).toBeNull();
    expect(sent).toEqual([
      {
        email: 'olive@acme',
        firstName: 'Olive',
        lastName: 'Reyes',
        username: 'o r',
        roles: ['employee', 'payroll-officer'],
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Invite user' })).toBeTruthy();
  });

  test('asks for a role before sending', async () => {
    let posted = false;
    server.use(
      http.post('*/api/iam/accounts', () => {
        posted = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await openInvite();
    fireEvent.click(screen.getByRole('checkbox', { name: /Payroll officer/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Employee/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Choose at least one role.')).toBeTruthy();
    await waitFor(() => expect(posted).toBe(false));
  });
});
