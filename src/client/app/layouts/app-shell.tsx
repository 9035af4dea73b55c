import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { rolesForPath } from '../../../shared/navigation';
import type { LayoutName } from '../../../shared/themes';
import { useBrandOrg } from '../../lib/active-org';
import { loginPath } from '../../lib/last-org';
import { usePreferences } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import type { StoredSession } from '../../lib/session-storage';
import { useOrgResources } from '../../lib/use-org-resources';
import { useViewport } from '../../lib/use-viewport';
import { PageSpinner } from '../../components/page-spinner';
import { SwrProvider } from '../swr-provider';
import type { LayoutProps } from './layout-props';
import { useShellData } from './use-shell-data';
import { useSignOut } from './use-sign-out';

// Only the chosen layout loads; the customizer and the first-login dialog load when needed.
const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  layout1: lazy(() =>
    import('./side-menu-layout').then((m) => ({
      default: (props: LayoutProps) => <m.SideMenuLayout layout="layout1" {...props} />,
    })),
  ),
  layout2: lazy(() =>
    import('./side-menu-layout').then((m) => ({
      default: (props: LayoutProps) => <m.SideMenuLayout layout="layout2" {...props} />,
    })),
  ),
  layout3: lazy(() => import('./layout3').then((m) => ({ default: m.Layout3 }))),
};
const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);
const FirstLoginDialog = lazy(() =>
  import('../../features/security/first-login-dialog').then((m) => ({
    default: m.FirstLoginDialog,
  })),
);

function SignedInShell({ current }: { current: StoredSession }) {
  const { account } = current;
  useBrandOrg(account.orgId);
  const { resources } = useOrgResources(account.orgId);
  const { groups, counts, alpha } = useShellData(account);
  const { layout } = usePreferences();
  const viewport = useViewport();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsMounted, setSettingsMounted] = useState(false);
  const signOut = useSignOut();
  const Layout = LAYOUTS[layout];

  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Layout
          account={account}
          resources={resources}
          groups={groups}
          counts={counts}
          viewport={viewport}
          alpha={alpha}
          onOpenSettings={() => {
            setSettingsMounted(true);
            setSettingsOpen(true);
          }}
          onSignOut={() => void signOut()}
        >
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout>
      </Suspense>
      {/* Separate boundaries: loading these must not blank the page behind them. */}
      <Suspense fallback={null}>
        {settingsMounted ? (
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {account.status === 'Change Password' ? <FirstLoginDialog account={account} /> : null}
      </Suspense>
    </>
  );
}

/** The signed-in part of the app: needs a session, and the role a menu path lists (spec section 2). */
export function AppShell() {
  const current = useSession();
  const { pathname } = useLocation();
  // Only the catch-all child has a splat: signed out, an unknown path is just not found.
  const { '*': unmatched } = useParams();
  if (!current) {
    return <Navigate to={unmatched === undefined ? loginPath() : '/session/404'} replace />;
  }
  const roles = rolesForPath(pathname);
  if (roles && !roles.includes(current.account.role)) {
    return <Navigate to="/session/signin" replace state={{ reason: 'forbidden' }} />;
  }
  return (
    <SwrProvider>
      <SignedInShell current={current} />
    </SwrProvider>
  );
}
