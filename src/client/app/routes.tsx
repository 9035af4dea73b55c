import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../lib/lazy-page';
import { RootRoute } from './root-route';

// Every screen is its own chunk (spec section 2: all screens load on demand).
const OrgPickerPage = lazyPage(() => import('../features/auth/org-picker-page'), 'OrgPickerPage');
const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const LandingPage = lazyPage(() => import('../features/auth/landing-page'), 'LandingPage');
const SigninPage = lazyPage(() => import('../features/auth/signin-page'), 'SigninPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
// The small pages outside the layout (/session messages, e-mail approval links) share a chunk.
const PublicPage = lazyPage(() => import('./public-pages'), 'PublicPage');
// The kiosk is a chunk of its own: beside the workflow screens, the entry would carry their
// whole preload list.
const KioskPage = lazyPage(() => import('../features/kiosk/kiosk-page'), 'KioskPage');
const ActivateAccountPage = lazyPage(
  () => import('../features/auth/activate-account-page'),
  'ActivateAccountPage',
);
const SsoReturnPage = lazyPage(() => import('../features/auth/sso-return-page'), 'SsoReturnPage');
const ConfirmEmailPage = lazyPage(
  () => import('../features/auth/confirm-email-page'),
  'ConfirmEmailPage',
);
// The platform console: operators outside every organisation, with a session of its own.
const PlatformConsoleRoute = lazyPage(
  () => import('./platform-console-route'),
  'PlatformConsoleRoute',
);
// Every signed-in route is one lazy table that renders the shell (signed-in-routes.tsx). The
// shell is imported here too so it stays a chunk of its own, which route changes leave alone;
// the table's chunk lists it as a dependency, so the two download side by side.
const SignedInRoutes = lazyPage(() => {
  void import('./layouts/app-shell');
  return import('./signed-in-routes');
}, 'SignedInRoutes');

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      { path: 'login', element: <OrgPickerPage /> },
      { path: 'login/:orgId', element: <LoginPage /> },
      { path: 'landing/:orgId', element: <LandingPage /> },
      {
        path: 'session',
        children: [
          { index: true, element: <Navigate to="/session/signin" replace /> },
          { path: 'signin', element: <SigninPage /> },
          { path: 'signup', element: <PublicPage page="signup" /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'activate', element: <ActivateAccountPage /> },
          { path: 'confirm-email', element: <ConfirmEmailPage /> },
          // Single sign-on lands here with a one-time code for the session.
          { path: 'sso', element: <SsoReturnPage /> },
          { path: '404', element: <PublicPage page="not-found" /> },
          { path: 'application', element: <PublicPage page="application" /> },
          { path: 'error', element: <PublicPage page="error" /> },
          { path: 'unauthorized', element: <PublicPage page="unauthorized" /> },
        ],
      },
      // E-mail approval links work without a session: the token in the query is the credential.
      {
        path: 'email/applications/:type/:employeeNumber/:id/:status?',
        element: <PublicPage page="email-link" />,
      },
      // The kiosk is signed in as a device (its token), not as a person.
      { path: 'kiosk/:orgId', element: <KioskPage /> },
      // Outside the signed-in shell: an organisation's session opens nothing here.
      { path: 'platform', element: <PlatformConsoleRoute /> },
      // Every other path: the signed-in route table and the shell, loaded side by side.
      { path: '*', element: <SignedInRoutes /> },
    ],
  },
];
