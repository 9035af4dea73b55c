import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Permission, Role, User } from '../../../../src/shared/api/users';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

export const ADMIN_ID = '00000000-0000-4000-8000-000000000001';

const builtIn = (roleId: string, name: string, permissions: string[] = []): Role => ({
  roleId,
  name,
  description: `${name} of the organisation`,
  builtIn: true,
  permissions,
  holders: 1,
});

export const ROLES: Role[] = [
  builtIn('admin', 'Administrator', ['payroll.compute', 'payroll.release', 'page:dashboard']),
  builtIn('payroll', 'Payroll', ['payroll.compute', 'payroll.release', 'page:dashboard']),
  builtIn('employee', 'Employee', ['page:dashboard']),
  {
    roleId: 'payroll-officer',
    name: 'Payroll officer',
    description: 'Computes, never releases',
    builtIn: false,
    permissions: ['payroll.compute'],
    holders: 0,
  },
];

const entry = (key: string, label: string, group: string, extra: Partial<Permission> = {}) => ({
  key,
  label,
  description: `${label}, described`,
  group,
  everyone: false,
  ...extra,
});

export const CATALOGUE: Permission[] = [
  entry('payroll.compute', 'Compute payroll', 'Payroll'),
  entry('payroll.release', 'Release payroll', 'Payroll'),
  entry('page:dashboard', 'Dashboard', 'Pages · Home', { everyone: true }),
  entry('page:payroll-registers', 'Payroll registers', 'Pages · Payroll'),
  entry('form:payroll-loan:read', 'Loans: read all', 'Record types', { formId: 'payroll-loan' }),
  entry('form:payroll-loan:write', 'Loans: change all', 'Record types', {
    formId: 'payroll-loan',
  }),
  entry('form:vacancy:read', 'Vacancies: read all', 'Record types', { formId: 'vacancy' }),
  entry('form:vacancy:move:Open', 'Vacancies: Open', 'Record types', { formId: 'vacancy' }),
];

export const user = (n: number, extra: Partial<User> = {}): User => ({
  accountId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  username: `user${n}`,
  name: `User ${n}`,
  email: `user${n}@acme.example`,
  employeeNumber: `2022-${String(n).padStart(4, '0')}`,
  roles: ['employee'],
  status: 'Active',
  invited: false,
  lastSignInAt: null,
  secondFactor: false,
  ...extra,
});

/** The roles and the catalogue, as the server answers an administrator; counts the roles asked. */
export function serveRoles() {
  const asked = { roles: 0 };
  server.use(
    http.get('*/api/iam/roles', () => {
      asked.roles += 1;
      return HttpResponse.json({ items: ROLES });
    }),
    http.get('*/api/iam/permissions', () => HttpResponse.json({ items: CATALOGUE })),
  );
  return asked;
}

/** The address the page is at, query included, for tests of what goes into it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `page` at `path` (matched by `pattern`) signed in as an administrator. */
export function renderAsAdmin(page: ReactNode, path: string, pattern = path.split('?')[0]) {
  signIn(makeAccount({ accountId: ADMIN_ID, roles: ['admin'] }));
  return render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <Address />
        </MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}
