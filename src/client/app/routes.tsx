import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
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
const SignupPage = lazyPage(() => import('../features/session/signup-page'), 'SignupPage');
const NotFoundPage = lazyPage(() => import('../features/session/not-found-page'), 'NotFoundPage');
const ApplicationPage = lazyPage(
  () => import('../features/session/application-page'),
  'ApplicationPage',
);
const ErrorPage = lazyPage(() => import('../features/session/error-page'), 'ErrorPage');
const UnauthorizedPage = lazyPage(
  () => import('../features/session/unauthorized-page'),
  'UnauthorizedPage',
);
const AppShell = lazyPage(() => import('./layouts/app-shell'), 'AppShell');
const DashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page'),
  'DashboardPage',
);
const SecurityPage = lazyPage(() => import('../features/security/security-page'), 'SecurityPage');
const ApprovalsPage = lazyPage(
  () => import('../features/approvals/approvals-page'),
  'ApprovalsPage',
);
const AuditTrailPage = lazyPage(
  () => import('../features/audit/audit-trail-page'),
  'AuditTrailPage',
);
const TimeRecordsPage = lazyPage(
  () => import('../features/timekeeping/time-records-page'),
  'TimeRecordsPage',
);
const OutboxPage = lazyPage(() => import('../features/mail/outbox-page'), 'OutboxPage');
// The record engine's routes (spec engine paths and every definition's own) in one lazy chunk.
const RecordRoutes = lazyPage(
  () => import('../features/records/routes/record-routes'),
  'RecordRoutes',
);

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
          { path: 'signup', element: <SignupPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: '404', element: <NotFoundPage /> },
          { path: 'application', element: <ApplicationPage /> },
          { path: 'error', element: <ErrorPage /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
        ],
      },
      {
        // The signed-in shell: session guard, role guard, menu, header, customizer.
        element: <AppShell />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'profile/security', element: <SecurityPage /> },
          { path: 'approvals/:slug', element: <ApprovalsPage /> },
          { path: 'admin-settings/audit-trail', element: <AuditTrailPage /> },
          { path: 'admin-settings/outbox', element: <OutboxPage /> },
          { path: 'time-records/list/:employeeNumber?', element: <TimeRecordsPage /> },
          // Definitions' routes are data (GET /api/forms); this catch-all also sends every
          // other unknown path to /session/404.
          { path: '*', element: <RecordRoutes /> },
        ],
      },
    ],
  },
];
