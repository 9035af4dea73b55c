import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/app-providers';
import { RootRoute } from '../../../src/client/app/root-route';
import { RouteErrorBoundary } from '../../../src/client/app/route-error-boundary';

/** A counter that keeps its count only while it stays mounted; it fails when told to. */
function Screen({ fail }: { fail: boolean }) {
  const [count, setCount] = useState(0);
  if (fail) throw new Error('chunk gone');
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

const at = (path: string, fail = false) => (
  <AppProviders>
    <RouteErrorBoundary path={path}>
      <Screen fail={fail} />
    </RouteErrorBoundary>
  </AppProviders>
);

describe('the route error boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  test('navigating keeps the screens mounted: the shell and an open search survive it', async () => {
    const router = createMemoryRouter(
      [{ element: <RootRoute />, children: [{ path: '*', element: <Screen fail={false} /> }] }],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    await act(() => router.navigate('/application/apply/leave'));
    expect(router.state.location.pathname).toBe('/application/apply/leave');
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
  });

  test('a failed screen says so, and moving to another path shows that path again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(at('/payroll', true));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    rerender(at('/payroll', false));
    // The same path stays on the message: nothing moved on.
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    act(() => rerender(at('/dashboard', false)));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeTruthy();
  });
});
