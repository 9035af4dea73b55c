import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type { ChartPerson } from '../../../../src/shared/api/organization-chart';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { EmployeeDirectoryPage } from '../../../../src/client/features/people/directory/employee-directory-page';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

const person = (n: number, extra: Partial<ChartPerson> = {}): ChartPerson => ({
  recordId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  employeeNumber: `E-${String(n).padStart(3, '0')}`,
  name: `Person ${String(n).padStart(3, '0')}`,
  position: n % 2 ? 'Associate' : 'Analyst',
  department: n % 2 ? 'Operations' : 'Finance',
  ...extra,
});

function serve(employees: ChartPerson[]) {
  server.use(
    http.get('*/api/hcm/organization-chart', () =>
      HttpResponse.json({ generatedAt: '2026-11-25T00:00:00.000Z', employees }),
    ),
  );
}

function renderPage(role: 'employee' | 'hr') {
  signIn(makeAccount({ roles: [role] }));
  render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={['/ers/employees/view']}>
          <EmployeeDirectoryPage />
        </MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem') as HTMLElement[];

afterEach(() => {
  cleanup();
  session.end();
});

describe('the employee directory', () => {
  test('shows everyone by name with their manager, a page at a time, and narrows by search and department', async () => {
    serve([
      person(1, { name: 'Ana Cruz', position: 'Team lead' }),
      ...Array.from({ length: 69 }, (_, i) => person(i + 2, { managerNumber: 'E-001' })),
    ]);
    renderPage('employee');
    expect(await screen.findByText('70 people')).toBeTruthy();
    expect(cards()).toHaveLength(60);
    expect(within(cards()[0] as HTMLElement).getByText('Ana Cruz')).toBeTruthy();
    expect(within(cards()[1] as HTMLElement).getByText('Reports to Ana Cruz')).toBeTruthy();
    // An employee opens a colleague's public card, not the profile.
    expect(screen.getByRole('link', { name: 'Ana Cruz' }).getAttribute('href')).toBe(
      '/ers/employees/view/E-001',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cards()).toHaveLength(70);

    fireEvent.change(screen.getByLabelText('Search the directory'), {
      target: { value: 'team lead' },
    });
    expect(screen.getByText('1 person')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search the directory'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: 'Finance' } });
    expect(screen.getByText('35 people')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search the directory'), {
      target: { value: 'nobody' },
    });
    expect(screen.getByText('No one matches')).toBeTruthy();
  });

  test('HR opens a profile from a card', async () => {
    serve([person(7, { name: 'Ben Uy' })]);
    renderPage('hr');
    const link = await screen.findByRole('link', { name: 'Ben Uy' });
    expect(link.getAttribute('href')).toBe('/hr/employee/profile/E-007');
  });
});
