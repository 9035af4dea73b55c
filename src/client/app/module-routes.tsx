import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RecordViewPanelsContext } from '../engine/view/record-view-panels-context';
import { useSession } from '../lib/session';
import { lazyComponent, lazyPage, preloadRoute } from '../lib/lazy-page';
import { RECORD_VIEW_PANELS } from './record-view-panels';
import { SignedOut } from './signed-out';

// Every screen is its own chunk, or one of a group's (spec section 2: all screens load on demand).
const AuditTrailPage = lazyPage(
  () => import('../features/audit/audit-trail-page'),
  'AuditTrailPage',
);
// The same trail, of the performance module's records only.
const PmsAuditTrailPage = lazyComponent(() =>
  import('../features/audit/audit-trail-page').then(
    ({ AuditTrailPage }) =>
      function PmsAuditTrail() {
        return <AuditTrailPage formModule="pms" title="Performance audit trail" />;
      },
  ),
);
const SingleSignOnPage = lazyPage(
  () => import('../features/single-sign-on/single-sign-on-page'),
  'SingleSignOnPage',
);
const OutboxPage = lazyPage(() => import('../features/mail/outbox-page'), 'OutboxPage');
const NotificationsPage = lazyPage(
  () => import('../features/notifications/notifications-page'),
  'NotificationsPage',
);
const ListsPage = lazyPage(() => import('./lists/lists-page'), 'ListsPage');
const OrganizationSettingsPage = lazyPage(
  () => import('../features/organization-settings/organization-settings-page'),
  'OrganizationSettingsPage',
);
const SignInSecurityPage = lazyPage(
  () => import('../features/security/sign-in-security-page'),
  'SignInSecurityPage',
);
// FullCalendar is large: the team calendar is a chunk of its own.
const TeamCalendarPage = lazyPage(
  () => import('../features/team-calendar/team-calendar-page'),
  'TeamCalendarPage',
);
const IntegrationsPage = lazyPage(
  () => import('../features/integrations/integrations-page'),
  'IntegrationsPage',
);
// The workflow screens (applications, approvals, time records) in one lazy chunk.
const WorkflowPage = lazyPage(() => import('./workflow-pages'), 'WorkflowPage');
// The payroll screens (calculator, statutory tables) in one lazy chunk.
const PayrollPage = lazyPage(() => import('../features/payroll/payroll-pages'), 'PayrollPage');

// The people screens (employee profile, HR's employee list) in one lazy chunk.
const PeoplePage = lazyPage(() => import('./people-pages'), 'PeoplePage');

// The performance screens (appraisal reports, profile, roster sync) in one lazy chunk.
const PerformancePage = lazyPage(
  () => import('../features/performance/performance-pages'),
  'PerformancePage',
);

// Administration › Users and Roles in one lazy chunk.
const UsersPages = lazyPage(() => import('../features/users/users-pages'), 'UsersPages');

// Announcements, network configuration and the job queue: one lazy chunk with its own routes.
const AnnouncementsNetworkQueueRoutes = lazyPage(
  () => import('./announcements-network-queue-pages'),
  'AnnouncementsNetworkQueueRoutes',
);

// The record engine's routes (spec engine paths and every definition's own) in one lazy chunk.
const RecordRoutes = lazyPage(() => import('../engine/routes/record-routes'), 'RecordRoutes');

/** A lazy group's routes as `[path, page]` pairs: each costs this table little more than its strings. */
function pagesOf<P extends string>(
  Page: ComponentType<{ page: P }>,
  pairs: readonly (readonly [string, P])[],
): RouteObject[] {
  return pairs.map(([path, page]) => ({ path, element: <Page page={page} /> }));
}

// Any /profile/<src> other than /profile/security (e.g. /profile/me) is one's own profile.
const PEOPLE = [
  ['profile/:src', 'profile'],
  ['hr/employees', 'employees'],
  ['hr/employee/new', 'new-employee'],
  ['hr/employee/profile/:employeeNumber', 'profile'],
  ['hr/employee/record/:recordId', 'record-profile'],
  ['ers/employee/profile/:accountId', 'profile'],
  ['organization-chart', 'organization-chart'],
  ['ers/organization-chart', 'organization-chart'],
  ['ers/dashboard', 'workforce-dashboard'],
  ['ers/employees/view', 'directory'],
  ['ers/employees/view/:employeeNumber', 'colleague'],
  ['reporting-and-analytics/attendance-dashboard', 'attendance-dashboard'],
  ['reporting-and-analytics/demographics-and-diversity', 'demographics'],
  ['onboarding', 'onboarding'],
  ['onboarding/fill/:formId', 'onboarding-sub-form'],
  ['hr/onboarding', 'onboarding-list'],
  ['hr/onboarding/:accountId', 'new-hire-checklist'],
  ['hr/onboarding/:accountId/fill/:formId', 'new-hire-sub-form'],
] as const;

const USERS = [
  ['admin-settings/users', 'users'],
  ['admin-settings/roles', 'roles'],
  ['admin-settings/roles/new', 'role'],
  ['admin-settings/roles/:roleId', 'role'],
] as const;

const WORKFLOW = [
  ['application/:type/list', 'my-applications'],
  ['change-work-schedule/list', 'change-work-schedule-list'],
  ['application/apply/:type/:id?/:leaveId?', 'apply'],
  ['application/change-work-schedule/apply', 'change-work-schedule-apply'],
  ['approvals/:slug', 'approvals'],
  ['ers/approvals', 'ers-approvals'],
  ['history/backdated-transaction', 'backdated-transactions'],
  ['time-records/list/:employeeNumber?', 'time-records'],
  ['hr/leave-credits', 'leave-credits'],
  ['hr/leave-credit/:employeeNumber', 'employee-leave-credit'],
  ['workforce-scheduling', 'schedule-board'],
  ['admin-settings/kiosk-authorization', 'kiosk-authorization'],
] as const;

const PAYROLL = [
  ['payroll/calculator', 'calculator'],
  ['payroll/statutory-tables', 'statutory-tables'],
  ['register/list', 'register-list'],
  ['register/view/:id', 'register-view'],
  ['register/cutoff/:registerId/:registerCutoffId', 'cutoff'],
  ['register/cutoff/view-payslip/:registerId/:registerCutoffId/:filename', 'payslip'],
  ['register/cutoff/dtr/:registerId/:registerCutoffId/:accountId/:employeeNumber', 'member-dtr'],
  ['register/cutoff/editable-dtr', 'editable-dtr'],
  ['register/cutoff/payslip', 'cutoff-payslips'],
  ['consolidated-register/list', 'consolidated-list'],
  ['consolidated-register/view/:id', 'consolidated-view'],
  ['consolidated-register/cutoff/:consolidatedId/:registerCutoffId', 'consolidated-cutoff'],
  ['consolidated-register/cutoff/tar/:registerId/:registerCutoffId/:filename', 'time-attendance'],
  ['annualized-compensation/:accountId', 'annualized'],
  ['payroll/earnings-and-deductions/importer', 'earnings-deductions-importer'],
  ['hcm/payslip/list', 'my-payslips'],
  ['payroll/generate-reports-generator', 'payroll-files'],
  ['government/reports', 'government-reports'],
  ['payroll/report/alphalist', 'alphalist'],
  ['hcm/payslip/view/:registerId/:registerCutOffId/:filename', 'my-payslip'],
  ['hcm/payslip/view-payslip-plants/:registerId/:registerCutOffId/:filename', 'my-payslip-plants'],
  ['hcm/payslip/view-payslip-aceho/:registerId/:registerCutOffId/:filename', 'my-payslip-aceho'],
  ['hcm/special-payout/list', 'special-payout-list'],
  ['hcm/special-payout/generate', 'special-payout-generate'],
  ['hcm/special-payout/view/:id', 'special-payout-view'],
  ['hcm/special-payslip/view/:id', 'special-payslip'],
  ['payroll/last-pay-generator', 'last-pay'],
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
  ).map(
    ([segment, page]) =>
      [`register/cutoff/${segment}/:registerId/:registerCutoffId/:filename`, page] as const,
  ),
] as const;

// The spec names most reports twice (with hyphens and with underscores).
const PERFORMANCE = [
  ['appraisals/reports/appraisal_status', 'report-status'],
  ['appraisals/reports/appraisal_objectives', 'report-objectives'],
  ...(
    [
      ['summary-per-site', 'report-sites'],
      ['pre-calibration-summary', 'report-pre-calibration'],
      ['post-calibration-summary', 'report-post-calibration'],
      ['appraisal-results', 'report-results'],
      ['employee-appraisal', 'report-employee'],
    ] as const
  ).flatMap(([slug, page]) => [
    [`appraisals/reports/${slug}`, page] as const,
    [`appraisals/reports/${slug.replaceAll('-', '_')}`, page] as const,
  ]),
  ['appraisals/reports/special_report', 'report-calibration'],
  ['pms/settings/special-report', 'report-calibration'],
  ['pms/settings/profile/:employeeNumber', 'profile'],
  ['pms/settings/users/sync', 'roster-sync'],
] as const;

// The module pages under the shell's catch-all (signed-in-routes.tsx), the record engine's last.
const moduleRoutes: RouteObject[] = [
  { path: 'admin-settings/audit-trail', element: <AuditTrailPage /> },
  { path: 'admin-settings/sso', element: <SingleSignOnPage /> },
  { path: 'admin-settings/outbox', element: <OutboxPage /> },
  { path: 'notifications', element: <NotificationsPage /> },
  { path: 'lists', element: <ListsPage /> },
  { path: 'admin-settings/organization', element: <OrganizationSettingsPage /> },
  { path: 'admin-settings/sign-in-security', element: <SignInSecurityPage /> },
  { path: 'admin-settings/integrations', element: <IntegrationsPage /> },
  { path: 'team-calendar', element: <TeamCalendarPage /> },
  ...pagesOf(UsersPages, USERS),
  ...pagesOf(PeoplePage, PEOPLE),
  ...pagesOf(WorkflowPage, WORKFLOW),
  ...pagesOf(PayrollPage, PAYROLL),
  ...pagesOf(PerformancePage, PERFORMANCE),
  { path: 'pms/settings/audit_trail', element: <PmsAuditTrailPage /> },
  ...(['announcements', 'network-configuration', 'queue'] as const).map((area) => ({
    path: `${area}/*`,
    element: <AnnouncementsNetworkQueueRoutes area={area} />,
  })),
  { path: '*', element: <RecordRoutes /> },
];

/**
 * The modules' routes, a second lazy table the first signed-in screen (the dashboard) does not
 * download: their paths and preload lists cost it nothing, and a module's new route costs only
 * this chunk. A direct visit preloads it with the shell (server/http/page-html.ts).
 */
export function ModuleRoutes() {
  const signedIn = useSession() !== null;
  const element = useRoutes(moduleRoutes);
  if (!signedIn) return <SignedOut routes={moduleRoutes} />;
  return <RecordViewPanelsContext value={RECORD_VIEW_PANELS}>{element}</RecordViewPanelsContext>;
}
ModuleRoutes.preload = (pathname: string) => preloadRoute(moduleRoutes, pathname);
