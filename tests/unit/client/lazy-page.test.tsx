import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { lazyComponent, preloadRoute } from '../../../src/client/lib/lazy-page';

const page = (text: string) => () => Promise.resolve(() => <p>{text}</p>);

function renderInSuspense(Page: ComponentType) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazy components', () => {
  test('a preloaded component renders in the first commit, without the fallback', async () => {
    const Page = lazyComponent(page('Dashboard'));
    await Page.preload('/dashboard');

    renderInSuspense(Page);
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  test('one not loaded yet shows the fallback, then itself', async () => {
    const Page = lazyComponent(page('Outbox'));

    renderInSuspense(Page);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Outbox')).toBeTruthy();
  });

  test('a chunk that failed to download is fetched again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(page('Payroll'));
    const Page = lazyComponent(load);

    await expect(Page.preload('/payroll')).rejects.toThrow('offline');
    await Page.preload('/payroll');
    expect(load).toHaveBeenCalledTimes(2);
    renderInSuspense(Page);
    expect(screen.getByText('Payroll')).toBeTruthy();
  });
});

describe('preloading a route', () => {
  test('loads the matched pages of a table and of the tables it loads, and nothing else', async () => {
    const loaded: string[] = [];
    const tracked = (name: string) =>
      lazyComponent(() => {
        loaded.push(name);
        return page(name)();
      });
    const Employees = tracked('employees');
    const Payslips = tracked('payslips');
    const innerRoutes: RouteObject[] = [
      { path: 'hr/employees', element: <Employees /> },
      { path: 'payslips', element: <Payslips /> },
    ];
    // A lazy route table: once loaded, it preloads its own matches for the same path.
    const Table = lazyComponent(() => {
      loaded.push('table');
      return Promise.resolve(
        Object.assign(() => null, {
          preload: (pathname: string) => preloadRoute(innerRoutes, pathname),
        }),
      );
    });
    const Login = tracked('login');
    const routes: RouteObject[] = [
      { path: 'login', element: <Login /> },
      { path: '*', element: <Table /> },
    ];

    await preloadRoute(routes, '/hr/employees');
    expect(loaded).toEqual(['table', 'employees']);
  });
});
