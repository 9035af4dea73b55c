import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { RoleEditorPage } from '../../../../src/client/features/users/role-editor/role-editor-page';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { ROLES, renderAsAdmin, serveRoles } from './users-fixtures';

/** Answers a new role with `reply`, keeping what was sent. */
function serveSave(reply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/iam/roles', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return sent;
}

/** The editor at `path`, routed as the app routes it (`new`, or a role's id). */
const renderEditor = (path: string) =>
  renderAsAdmin(
    <RoleEditorPage />,
    path,
    path.startsWith('/admin-settings/roles/new')
      ? '/admin-settings/roles/new'
      : '/admin-settings/roles/:roleId',
  );

afterEach(() => {
  cleanup();
  session.end();
});

describe('the role editor', () => {
  test('saves the name, description and the permissions chosen, and goes back to the roles', async () => {
    const asked = serveRoles();
    const sent = serveSave(() => HttpResponse.json(ROLES[3], { status: 201 }));
    renderEditor('/admin-settings/roles/new');

    fireEvent.change(await screen.findByLabelText('Name'), {
      target: { value: ' Payroll officer 2 ' },
    });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Computes' } });
    // What everyone holds is not offered.
    expect(screen.queryByText('Dashboard')).toBeNull();
    // Starting from a role copies what it holds (what everyone holds left out); nothing empties it.
    fireEvent.change(screen.getByLabelText('Start from'), { target: { value: 'payroll' } });
    expect(screen.getByText('2 permissions selected')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Start from'), { target: { value: '' } });
    expect(screen.getByText('0 permissions selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Compute payroll/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Payroll registers/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loans: read all' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vacancies: Open' }));
    expect(screen.getByText('4 permissions selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));

    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/admin-settings/roles'),
    );
    // The roles are asked again, so the list gone back to shows the new one.
    await waitFor(() => expect(asked.roles).toBe(2));
    expect(sent).toEqual([
      {
        name: 'Payroll officer 2',
        description: 'Computes',
        permissions: [
          'payroll.compute',
          'page:payroll-registers',
          'form:payroll-loan:read',
          'form:vacancy:move:Open',
        ],
      },
    ]);
  });

  test('starts from another role, narrows by text, and selects a whole group', async () => {
    serveRoles();
    const sent = serveSave(() => HttpResponse.json(ROLES[3], { status: 201 }));
    renderEditor('/admin-settings/roles/new?from=payroll-officer');
    expect(await screen.findByDisplayValue('Payroll officer (copy)')).toBeTruthy();
    expect(screen.getByText('1 permission selected')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Find a permission'), { target: { value: 'loan' } });
    expect(screen.queryByRole('checkbox', { name: /Compute payroll/ })).toBeNull();
    const records = screen.getByRole('region', { name: 'Record types' });
    fireEvent.click(within(records).getByRole('button', { name: 'Select all in Record types' }));
    fireEvent.change(screen.getByLabelText('Find a permission'), { target: { value: '' } });
    expect(screen.getByRole('checkbox', { name: 'Vacancies: read all' })).toHaveProperty(
      'checked',
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { permissions: string[] }).permissions).toEqual([
      'payroll.compute',
      'form:payroll-loan:read',
      'form:payroll-loan:write',
    ]);
  });

  test('shows the server’s refusal of permissions beyond one’s own and stays', async () => {
    serveRoles();
    serveSave(() =>
      HttpResponse.json(
        {
          error: {
            code: 'forbidden',
            message: 'You cannot give permissions you do not hold yourself: Release payroll.',
          },
        },
        { status: 403 },
      ),
    );
    renderEditor('/admin-settings/roles/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Releaser' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Release payroll/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You cannot give permissions you do not hold yourself: Release payroll.',
    );
    expect(screen.getByTestId('address').textContent).toBe('/admin-settings/roles/new');
  });

  test('shows a built-in role read only, with a copy to a new role', async () => {
    serveRoles();
    renderEditor('/admin-settings/roles/payroll');
    expect(await screen.findByRole('heading', { name: 'Payroll', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save role' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByRole('img', { name: 'held' })).toHaveLength(2);
    expect(screen.getByText('2 permissions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Copy to a new role' }).getAttribute('href')).toBe(
      '/admin-settings/roles/new?from=payroll',
    );
  });
});
