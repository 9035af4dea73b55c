import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { AppBreadcrumb } from '../../../../src/client/app/layouts/app-breadcrumb';

afterEach(cleanup);

test('a page outside the menu is named by its path, without the ids in it', () => {
  render(
    <AppProviders>
      <MemoryRouter
        initialEntries={[
          '/register/cutoff/backdated/0b8e7a52-6b1c-4a8e-9a57-0d7f1c2e9b11/5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f/backdated-adjustments',
        ]}
      >
        <AppBreadcrumb groups={[]} />
      </MemoryRouter>
    </AppProviders>,
  );
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(trail.textContent).toBe('HomeRegisterCutoffBackdatedBackdated adjustments');
});
