import { lazy } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { loginPath } from '../lib/last-org';
import { useSession } from '../lib/session';
import { AppShell } from './layouts/app-shell';
import { lazyPage } from './lazy-page';
import { WorkflowPage } from './workflow-page';

// Every screen is its own chunk, or one of a group's (spec section 2: all screens load on demand).
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
// The payroll screens (calculator, statutory tables) in one lazy chunk.
const PayrollPage = lazy(() =>
  import('../features/payroll/payroll-pages').then((module) => ({ default: module.PayrollPage })),
);

// The people screens (employee profile, HR's employee list) in one lazy chunk.
const PeoplePage = lazy(() =>
  import('../features/people/people-pages').then((module) => ({ default: module.PeoplePage })),
);

// Announcements, network configuration and the job queue: one lazy chunk with its own routes.
const AnnouncementsNetworkQueueRoutes = lazy(() =>
  import('./announcements-network-queue-pages').then((module) => ({
    default: module.AnnouncementsNetworkQueueRoutes,
  })),
);

// The record engine's routes (spec engine paths and every definition's own) in one lazy chunk.
const RecordRoutes = lazyPage(
  () => import('../features/records/routes/record-routes'),
  'RecordRoutes',
);

// The shell (session guard, role guard, menu, header, customizer) and the pages it frames.
const signedInRoutes: RouteObject[] = [
  {
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
      {
        path: 'reporting-and-analytics/attendance-dashboard',
        element: <PeoplePage page="attendance-dashboard" />,
      },
      {
        path: 'reporting-and-analytics/demographics-and-diversity',
        element: <PeoplePage page="demographics" />,
      },
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
      // Definitions' routes are data (GET /api/forms); this catch-all also sends every
      // other unknown path to /session/404.
      ...(['announcements', 'network-configuration', 'queue'] as const).map((area) => ({
        path: `${area}/*`,
        element: <AnnouncementsNetworkQueueRoutes area={area} />,
      })),
      { path: '*', element: <RecordRoutes /> },
    ],
  },
];

/**
 * Every signed-in route under the shell, in this one lazy module that downloads beside the shell
 * (routes.tsx starts both): a new route grows neither the entry nor the shell chunk. Signed out,
 * a signed-in page sends the person to sign in; any other path is just not found.
 */
export function SignedInRoutes() {
  const signedIn = useSession() !== null;
  const { pathname } = useLocation();
  const element = useRoutes(signedInRoutes);
  if (signedIn) return element;
  const known = matchRoutes(signedInRoutes, pathname)?.at(-1)?.route.path !== '*';
  return <Navigate to={known ? loginPath() : '/session/404'} replace />;
}
