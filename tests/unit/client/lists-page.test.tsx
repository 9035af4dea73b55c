import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type { NavigationResponse } from '../../../src/shared/api/platform';
import { AppProviders } from '../../../src/client/app/app-providers';
import { SwrProvider } from '../../../src/client/app/swr-provider';
import { ListsPage } from '../../../src/client/app/lists/lists-page';
import { session } from '../../../src/client/lib/session';
import { makeAccount, signIn } from './fixtures';
import { server } from './msw-server';

const entry = (id: string, label: string, path: string) => ({
  id,
  label,
  path,
  roles: ['*' as const],
});

const navigation: NavigationResponse = {
  groups: [
    { id: 'home', label: 'Home', items: [entry('dashboard', 'Dashboard', '/dashboard')] },
    {
      id: 'forms-reference',
      label: 'Reference lists',
      items: [entry('career-level', 'Career levels', '/reference/career-level/list')],
    },
    {
      id: 'forms-utility',
      label: 'Utilities',
      items: [
        entry('utility-gender', 'Genders', '/utility/gender/list'),
        entry('utility-bank', 'Banks', '/utility/bank/list'),
      ],
    },
  ],
};

afterEach(() => {
  cleanup();
  session.end();
});

describe('the Lists page', () => {
  test('offers every list the person keeps, found by a word of its name', async () => {
    signIn(makeAccount({ roles: ['hr'] }));
    server.use(http.get('*/api/navigation', () => HttpResponse.json(navigation)));
    render(
      <AppProviders>
        <SwrProvider value={{ provider: () => new Map() }}>
          <MemoryRouter>
            <ListsPage />
          </MemoryRouter>
        </SwrProvider>
      </AppProviders>,
    );

    const utilities = await screen.findByRole('region', { name: 'Utilities (2)' });
    expect(within(utilities).getByRole('link', { name: 'Genders' }).getAttribute('href')).toBe(
      '/utility/gender/list',
    );
    expect(screen.getByRole('region', { name: 'Reference lists (1)' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search lists' }), {
      target: { value: 'gen' },
    });
    expect(screen.getByRole('link', { name: 'Genders' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Banks' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Reference lists/ })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search lists' }), {
      target: { value: 'payroll' },
    });
    expect(screen.getByText('No list matches')).toBeTruthy();
  });
});
