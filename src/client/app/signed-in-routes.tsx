import { useRoutes, type RouteObject } from 'react-router-dom';
import { useSession } from '../lib/session';
import { AppShell } from './layouts/app-shell';
import { lazyPage, preloadRoute } from '../lib/lazy-page';
import { SignedOut } from './signed-out';

// Every screen is its own chunk, or one of a group's (spec section 2: all screens load on demand).
const DashboardPage = lazyPage(() => import('./dashboard/dashboard-page'), 'DashboardPage');
const SecurityPage = lazyPage(() => import('../features/security/security-page'), 'SecurityPage');
// The modules' pages: a second lazy table (module-routes.tsx).
const ModuleRoutes = lazyPage(() => import('./module-routes'), 'ModuleRoutes');

// The shell (session guard, role guard, menu, header, customizer) and the pages it frames.
const signedInRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'profile/security', element: <SecurityPage /> },
      { path: '*', element: <ModuleRoutes /> },
    ],
  },
];

/**
 * The signed-in routes under the shell, in this lazy module that downloads beside the shell
 * (routes.tsx starts both): the first screen's pages here, the modules' in their own table. A
 * new route grows neither the entry nor the shell chunk.
 */
export function SignedInRoutes() {
  const signedIn = useSession() !== null;
  const element = useRoutes(signedInRoutes);
  if (signedIn) return element;
  return <SignedOut routes={signedInRoutes} rest={<ModuleRoutes />} />;
}
SignedInRoutes.preload = (pathname: string) => preloadRoute(signedInRoutes, pathname);
