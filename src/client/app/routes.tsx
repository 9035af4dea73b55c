import { lazy } from 'react';
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
// The small pages outside the layout (/session messages, e-mail approval links) share a chunk.
const PublicPage = lazy(() =>
  import('./public-pages').then((module) => ({ default: module.PublicPage })),
);
const ActivateAccountPage = lazyPage(
  () => import('../features/auth/activate-account-page'),
  'ActivateAccountPage',
);
const AppShell = lazyPage(() => import('./layouts/app-shell'), 'AppShell');
const DashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page'),
  'DashboardPage',
);
const SecurityPage = lazyPage(() => import('../features/security/security-page'), 'SecurityPage');
const AuditTrailPage = lazyPage(
  () => import('../features/audit/audit-trail-page'),
  'AuditTrailPage',
);
const OutboxPage = lazyPage(() => import('../features/mail/outbox-page'), 'OutboxPage');
// The bespoke workflow screens (applications, approvals, time records) in one lazy chunk: every
// lazy route adds to the entry, which the shell's size budget counts.
const WorkflowPage = lazy(() =>
  import('./workflow-pages').then((module) => ({ default: module.WorkflowPage })),
);
// The payroll screens (calculator, statutory tables) in one lazy chunk.
const PayrollPage = lazy(() =>
  import('../features/payroll/payroll-pages').then((module) => ({ default: module.PayrollPage })),
);

// The people screens (employee profile, HR's employee list) in one lazy chunk.
const PeoplePage = lazy(() =>
  import('../features/people/people-pages').then((module) => ({ default: module.PeoplePage })),
);

// Announcements, network configuration and the job queue in one lazy chunk.
const AnnouncementsNetworkQueuePage = lazy(() =>
  import('./announcements-network-queue-pages').then((module) => ({
    default: module.AnnouncementsNetworkQueuePage,
  })),
);

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
          { path: 'signup', element: <PublicPage page="signup" /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'activate', element: <ActivateAccountPage /> },
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
      { path: 'kiosk/:orgId', element: <WorkflowPage page="kiosk" /> },
      {
        // The signed-in shell: session guard, role guard, menu, header, customizer.
        element: <AppShell />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'profile/security', element: <SecurityPage /> },
          // Any other /profile/<src> (e.g. /profile/me) is one's own profile; the static
          // security path above ranks first.
          { path: 'profile/:src', element: <PeoplePage page="profile" /> },
          { path: 'hr/employees', element: <PeoplePage page="employees" /> },
          { path: 'hr/employee/new', element: <PeoplePage page="new-employee" /> },
          {
            path: 'hr/employee/profile/:employeeNumber',
            element: <PeoplePage page="profile" />,
          },
          { path: 'hr/employee/record/:recordId', element: <PeoplePage page="record-profile" /> },
          { path: 'ers/employee/profile/:accountId', element: <PeoplePage page="profile" /> },
          { path: 'organization-chart', element: <PeoplePage page="organization-chart" /> },
          { path: 'ers/organization-chart', element: <PeoplePage page="organization-chart" /> },
          { path: 'ers/dashboard', element: <PeoplePage page="workforce-dashboard" /> },
          { path: 'ers/employees/view', element: <PeoplePage page="directory" /> },
          { path: 'onboarding', element: <PeoplePage page="onboarding" /> },
          { path: 'onboarding/fill/:formId', element: <PeoplePage page="onboarding-sub-form" /> },
          { path: 'hr/onboarding', element: <PeoplePage page="onboarding-list" /> },
          { path: 'hr/onboarding/:accountId', element: <PeoplePage page="new-hire-checklist" /> },
          {
            path: 'hr/onboarding/:accountId/fill/:formId',
            element: <PeoplePage page="new-hire-sub-form" />,
          },
          { path: 'admin-settings/audit-trail', element: <AuditTrailPage /> },
          { path: 'admin-settings/outbox', element: <OutboxPage /> },
          { path: 'application/:type/list', element: <WorkflowPage page="my-applications" /> },
          {
            path: 'change-work-schedule/list',
            element: <WorkflowPage page="change-work-schedule-list" />,
          },
          {
            path: 'application/apply/:type/:id?/:leaveId?',
            element: <WorkflowPage page="apply" />,
          },
          {
            path: 'application/change-work-schedule/apply',
            element: <WorkflowPage page="change-work-schedule-apply" />,
          },
          { path: 'approvals/:slug', element: <WorkflowPage page="approvals" /> },
          { path: 'ers/approvals', element: <WorkflowPage page="ers-approvals" /> },
          {
            path: 'history/backdated-transaction',
            element: <WorkflowPage page="backdated-transactions" />,
          },
          {
            path: 'time-records/list/:employeeNumber?',
            element: <WorkflowPage page="time-records" />,
          },
          { path: 'hr/leave-credits', element: <WorkflowPage page="leave-credits" /> },
          {
            path: 'hr/leave-credit/:employeeNumber',
            element: <WorkflowPage page="employee-leave-credit" />,
          },
          { path: 'workforce-scheduling', element: <WorkflowPage page="schedule-board" /> },
          { path: 'payroll/calculator', element: <PayrollPage page="calculator" /> },
          { path: 'payroll/statutory-tables', element: <PayrollPage page="statutory-tables" /> },
          { path: 'register/list', element: <PayrollPage page="register-list" /> },
          { path: 'register/view/:id', element: <PayrollPage page="register-view" /> },
          {
            path: 'register/cutoff/:registerId/:registerCutoffId',
            element: <PayrollPage page="cutoff" />,
          },
          {
            path: 'register/cutoff/view-payslip/:registerId/:registerCutoffId/:filename',
            element: <PayrollPage page="payslip" />,
          },
          ...(
            [
              ['view-payslip-plants', 'payslip-plants'],
              ['view-payslip-aceho', 'payslip-aceho'],
              ['edit-payslip', 'edit-payslip'],
              ['edit-payslip-plants', 'edit-payslip-plants'],
              ['dtr', 'member-dtr'],
              ['tar', 'time-attendance'],
              ['payroll', 'payroll-sheet'],
              ['payroll-itemized', 'payroll-itemized'],
              ['backdated', 'backdated'],
            ] as const
          ).map(([segment, page]) => ({
            path: `register/cutoff/${segment}/:registerId/:registerCutoffId/:filename`,
            element: <PayrollPage page={page} />,
          })),
          {
            path: 'register/cutoff/dtr/:registerId/:registerCutoffId/:accountId/:employeeNumber',
            element: <PayrollPage page="member-dtr" />,
          },
          { path: 'register/cutoff/editable-dtr', element: <PayrollPage page="editable-dtr" /> },
          {
            path: 'consolidated-register/list',
            element: <PayrollPage page="consolidated-list" />,
          },
          {
            path: 'consolidated-register/view/:id',
            element: <PayrollPage page="consolidated-view" />,
          },
          {
            path: 'consolidated-register/cutoff/:consolidatedId/:registerCutoffId',
            element: <PayrollPage page="consolidated-cutoff" />,
          },
          {
            path: 'consolidated-register/cutoff/tar/:registerId/:registerCutoffId/:filename',
            element: <PayrollPage page="time-attendance" />,
          },
          {
            path: 'annualized-compensation/:accountId',
            element: <PayrollPage page="annualized" />,
          },
          {
            path: 'payroll/earnings-and-deductions/importer',
            element: <PayrollPage page="earnings-deductions-importer" />,
          },
          { path: 'hcm/payslip/list', element: <PayrollPage page="my-payslips" /> },
          ...(
            [
              ['hcm/special-payout/list', 'special-payout-list'],
              ['hcm/special-payout/generate', 'special-payout-generate'],
              ['hcm/special-payout/view/:id', 'special-payout-view'],
              ['hcm/special-payslip/view/:id', 'special-payslip'],
              ['payroll/last-pay-generator', 'last-pay'],
            ] as const
          ).map(([path, page]) => ({ path, element: <PayrollPage page={page} /> })),
          {
            path: 'payroll/generate-reports-generator',
            element: <PayrollPage page="payroll-files" />,
          },
          { path: 'government/reports', element: <PayrollPage page="government-reports" /> },
          { path: 'payroll/report/alphalist', element: <PayrollPage page="alphalist" /> },
          {
            path: 'hcm/payslip/view/:registerId/:registerCutOffId/:filename',
            element: <PayrollPage page="my-payslip" />,
          },
          {
            path: 'admin-settings/kiosk-authorization',
            element: <WorkflowPage page="kiosk-authorization" />,
          },
          ...(
            [
              ['announcements', 'announcements'],
              ['announcements/create', 'announcement-form'],
              ['announcements/edit/:id', 'announcement-form'],
              ['announcements/view/:id', 'announcement-view'],
              ['network-configuration/list', 'network-configuration'],
              ['queue/ui-queue/dashboard', 'queue-dashboard'],
              ['queue/ui-queue/create-job', 'create-job'],
              ['queue/:queueId/view', 'queue-run'],
              ['queue/:queueId/view/non-owners', 'queue-run-non-owners'],
            ] as const
          ).map(([path, page]) => ({
            path,
            element: <AnnouncementsNetworkQueuePage page={page} />,
          })),
          // Definitions' routes are data (GET /api/forms); this catch-all also sends every
          // other unknown path to /session/404.
          { path: '*', element: <RecordRoutes /> },
        ],
      },
    ],
  },
];
