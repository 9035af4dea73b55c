import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/app-providers';
import { AppRoutes } from '../../../src/client/app/app-routes';

/** Exposes the router's current path and query so tests can assert redirects and list state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-search">{location.search}</output>
    </>
  );
}

/**
 * Renders the whole app (providers, routes, dialogs) at one address; `wrap` adds providers a
 * test swaps in (e.g. the record form's validator loader).
 */
export function renderApp(path: string, wrap: (app: ReactNode) => ReactNode = (app) => app) {
  return render(
    <AppProviders>
      {wrap(
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>,
      )}
    </AppProviders>,
  );
}
