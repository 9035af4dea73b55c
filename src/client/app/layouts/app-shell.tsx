import { SkipNavLink } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAtOrBelow } from '../../../shared/menu-path';
import type { LayoutName } from '../../../shared/themes';
import { useBrandOrg } from '../../lib/active-org';
import { preferences, usePreferences } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import type { StoredSession } from '../../lib/session-storage';
import { useOrgResources } from '../../lib/use-org-resources';
import { useViewport } from '../../lib/use-viewport';
import { PageSpinner } from '../../components/page-spinner';
import { lazyComponent, lazyPage } from '../../lib/lazy-page';
import { SwrProvider } from '../swr-provider';
import { usePageName } from '../use-document-branding';
import { MAIN_CONTENT_ID } from './content-area';
import type { LayoutProps } from './layout-props';
import { pageName } from './page-trail';
import { useShellData } from './use-shell-data';
import { usePaletteShortcut } from './use-palette-shortcut';
import { useSignOut } from './use-sign-out';

// Only the chosen layout loads; the customizer, the first-login dialog and the second-factor
// gate load when needed.
const sideMenuLayout = (layout: 'layout1' | 'layout2') =>
  lazyComponent(() =>
    import('./side-menu-layout').then(
      ({ SideMenuLayout }) =>
        function SideMenuLayoutOf(props: LayoutProps) {
          return <SideMenuLayout layout={layout} {...props} />;
        },
    ),
  );
const LAYOUTS = {
  layout1: sideMenuLayout('layout1'),
  layout2: sideMenuLayout('layout2'),
  layout3: lazyPage(() => import('./layout3'), 'Layout3'),
} satisfies Record<LayoutName, ComponentType<LayoutProps>>;
const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);
const FirstLoginDialog = lazy(() =>
  import('../../features/security/first-login-dialog').then((m) => ({
    default: m.FirstLoginDialog,
  })),
);
const CommandPalette = lazy(() =>
  import('../../features/search/command-palette').then((m) => ({ default: m.CommandPalette })),
);
const SecondFactorGate = lazy(() =>
  import('../../features/security/second-factor-gate').then((m) => ({
    default: m.SecondFactorGate,
  })),
);

/**
 * The first tab stop of every signed-in page, shown only when focused: past the header and the
 * menu to the page. It focuses the page without adding a history entry.
 */
function SkipToContent() {
  return (
    <SkipNavLink
      id={MAIN_CONTENT_ID}
      zIndex="skipNav"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to content
    </SkipNavLink>
  );
}

function SignedInShell({ current }: { current: StoredSession }) {
  const { account } = current;
  useBrandOrg(account.orgId);
  const { pathname } = useLocation();
  const { resources } = useOrgResources(account.orgId);
  const mustEnrol = Boolean(current.mustEnrolSecondFactor);
  const { groups, counts, alpha } = useShellData(account, mustEnrol);
  usePageName(pageName(groups, pathname));
  const { layout } = usePreferences();
  const viewport = useViewport();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsMounted, setSettingsMounted] = useState(false);
  const signOut = useSignOut();
  const palette = usePaletteShortcut();
  const Layout = LAYOUTS[layout];

  // The role guard reads the paths the server refuses this role from the account (the stored
  // session's, refreshed by the shell), so neither the whole menu nor a wait for it is in the
  // way of the first paint. The API guards the data anyway.
  if (account.forbiddenPaths.some((path) => isAtOrBelow(path, pathname))) {
    return <Navigate to="/session/signin" replace state={{ reason: 'forbidden' }} />;
  }
  // A first sign-in may do nothing but change its password (the server refuses the rest), so
  // no layout or page asks for anything until it has.
  if (account.status === 'Change Password') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <FirstLoginDialog account={account} onSignOut={() => void signOut()} />
      </Suspense>
    );
  }
  // Then, where the organisation requires it, nothing but enrolling a second factor.
  if (mustEnrol) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <SecondFactorGate
          tradeName={resources?.tradeName ?? null}
          onSignOut={() => void signOut()}
        />
      </Suspense>
    );
  }
  return (
    <>
      <SkipToContent />
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
          onOpenSearch={palette.show}
          onSignOut={() => void signOut()}
        >
          {/* Each path's page starts afresh (a form of another record is not this one's); the
              shell around it stays, with its menu, header and an open search. */}
          <Suspense key={pathname} fallback={<PageSpinner />}>
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
        {palette.mounted ? (
          <CommandPalette open={palette.open} onClose={palette.hide} groups={groups} />
        ) : null}
      </Suspense>
    </>
  );
}

/**
 * The signed-in part of the app: the role a menu path lists (spec section 2), menu, header and
 * customizer. Its route table sends the signed-out away (signed-in-routes.tsx).
 */
export function AppShell() {
  const current = useSession();
  if (!current) return null;
  return (
    <SwrProvider>
      <SignedInShell current={current} />
    </SwrProvider>
  );
}
/** Loads the chosen layout's chunk, so the first signed-in screen paints without a spinner. */
AppShell.preload = (pathname: string) => LAYOUTS[preferences.get().layout].preload(pathname);
