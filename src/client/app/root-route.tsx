import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { DialogHost } from './dialogs/dialog-host';
import { useSessionWatch } from './dialogs/use-session-watch';
import { useVersionCheck } from './dialogs/use-version-check';
import { RouteErrorBoundary } from './route-error-boundary';

/** Wraps every screen: app-wide dialogs, the cross-tab session watch and the version check. */
export function RootRoute() {
  useSessionWatch();
  useVersionCheck();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary path={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <DialogHost navigate={(to) => void navigate(to)} />
    </>
  );
}
