import { Type, type Static } from 'typebox';
import {
  APPLICATION_KINDS,
  APPLICATION_KIND_SLUGS,
  isRecordKind,
} from './applications/application-kinds';
import {
  APPROVAL_PAGES,
  approvalPagesOf,
  LISTED_APPROVAL_PAGES,
  type ApprovalPage,
} from './approval-pages';
import { RecordPathsSchema } from './forms/definition-workflow';
import { MODULE_LABELS } from './forms/form-paths';
import type { OrgFlags } from './org-flags';
import { holds, type Grants } from './access/grants';
import { RoleSchema, type Role } from './roles';

export const NavItemSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  path: Type.String(),
  /** The built-in roles that open it (`*`: everyone signed in, whatever roles they hold). */
  roles: Type.Array(Type.Union([RoleSchema, Type.Literal('*')])),
  /** Pending approvals of this application type are counted beside the entry ('N new'). */
  badge: Type.Optional(Type.Object({ approvalType: Type.String() })),
  /** A record module's declared page patterns (its `paths`): its pages, wherever they are. */
  pages: Type.Optional(RecordPathsSchema),
});
export type NavItem = Static<typeof NavItemSchema>;

export const NavGroupSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  items: Type.Array(NavItemSchema),
});
export type NavGroup = Static<typeof NavGroupSchema>;

const EVERYONE: NavItem['roles'] = ['*'];
const APPROVERS: Role[] = ['admin', 'hr', 'approver'];
const PAYROLL_STAFF: Role[] = ['admin', 'hr', 'payroll'];
/** The menu entry of time corrections, which an organisation may switch off. */
const PUNCH_ALTERATION_ENTRY = 'applications-punch-alteration';
/**
 * Kinds filed on an apply form; a DTR review is sent from the time records instead, and staff
 * file movements and loans as records.
 */
export const FILED_KINDS = APPLICATION_KIND_SLUGS.filter(
  (kind) => kind !== 'dtr' && !isRecordKind(kind),
);

/** The whole menu; `navigationFor` trims it to what one user in one organisation may open. */
export const NAVIGATION: NavGroup[] = [
  {
    id: 'home',
    label: 'Home',
    items: [
      { id: 'dashboard', label: 'Dashboard', path: '/dashboard', roles: EVERYONE },
      { id: 'security', label: 'Password and PIN', path: '/profile/security', roles: EVERYONE },
      { id: 'announcements', label: 'Announcements', path: '/announcements', roles: EVERYONE },
      { id: 'job-queue', label: 'Job queue', path: '/queue/ui-queue/dashboard', roles: EVERYONE },
    ],
  },
  {
    id: 'people',
    label: 'People',
    items: [
      { id: 'my-profile', label: 'My profile', path: '/profile/me', roles: EVERYONE },
      { id: 'my-onboarding', label: 'My onboarding', path: '/onboarding', roles: EVERYONE },
      { id: 'employees', label: 'Employees', path: '/hr/employees', roles: PAYROLL_STAFF },
      { id: 'onboarding', label: 'Onboarding', path: '/hr/onboarding', roles: PAYROLL_STAFF },
      {
        id: 'ers-approvals',
        label: 'ERS approvals',
        path: '/ers/approvals',
        roles: APPROVERS,
        badge: { approvalType: 'movement' },
      },
      {
        id: 'workforce-dashboard',
        label: 'Workforce dashboard',
        path: '/ers/dashboard',
        roles: PAYROLL_STAFF,
      },
      {
        id: 'employee-directory',
        label: 'Employee directory',
        path: '/ers/employees/view',
        roles: EVERYONE,
      },
      {
        id: 'organization-chart',
        label: 'Organization chart',
        path: '/organization-chart',
        roles: EVERYONE,
      },
    ],
  },
  {
    id: 'timekeeping',
    label: 'Timekeeping',
    items: [
      { id: 'time-records', label: 'Time records', path: '/time-records/list', roles: EVERYONE },
      { id: 'team-calendar', label: 'Team calendar', path: '/team-calendar', roles: EVERYONE },
      {
        id: 'leave-credits',
        label: 'Leave credits',
        path: '/hr/leave-credits',
        roles: ['admin', 'hr', 'payroll'],
      },
      {
        id: 'workforce-scheduling',
        label: 'Workforce scheduling',
        path: '/workforce-scheduling',
        roles: ['admin', 'hr', 'payroll', 'approver'],
      },
    ],
  },
  {
    id: 'reporting',
    label: 'Reports',
    items: [
      {
        id: 'attendance-dashboard',
        label: 'Attendance dashboard',
        path: '/reporting-and-analytics/attendance-dashboard',
        roles: PAYROLL_STAFF,
      },
      {
        id: 'demographics',
        label: 'Demographics and diversity',
        path: '/reporting-and-analytics/demographics-and-diversity',
        roles: PAYROLL_STAFF,
      },
    ],
  },
  {
    id: 'applications',
    label: 'Applications',
    items: FILED_KINDS.map((kind) => ({
      id: `applications-${kind}`,
      label: APPLICATION_KINDS[kind].label,
      path: `/application/${kind}/list`,
      roles: EVERYONE,
    })),
  },
  {
    id: 'approvals',
    label: 'Approvals',
    items: [
      ...[...LISTED_APPROVAL_PAGES, 'loan' as const, 'records' as const].map((slug) => ({
        id: `approvals-${slug}`,
        label: APPROVAL_PAGES[slug],
        path: `/approvals/${slug}`,
        roles: APPROVERS,
        badge: { approvalType: slug },
      })),
      {
        id: 'backdated-transactions',
        label: 'Backdated transactions',
        path: '/history/backdated-transaction',
        roles: ['admin', 'hr', 'payroll'],
      },
    ],
  },
  {
    // Record modules labelled Payroll (earnings and deductions) join this group in the menu.
    id: 'payroll',
    label: 'Payroll',
    items: [
      {
        id: 'payroll-calculator',
        label: 'Calculator',
        path: '/payroll/calculator',
        roles: PAYROLL_STAFF,
      },
      {
        id: 'statutory-tables',
        label: 'Statutory tables',
        path: '/payroll/statutory-tables',
        roles: PAYROLL_STAFF,
      },
      {
        id: 'payroll-registers',
        label: 'Payroll registers',
        path: '/register/list',
        roles: PAYROLL_STAFF,
      },
      {
        id: 'consolidated-registers',
        label: 'Consolidated registers',
        path: '/consolidated-register/list',
        roles: PAYROLL_STAFF,
      },
      {
        id: 'special-payouts',
        label: 'Special payouts',
        path: '/hcm/special-payout/list',
        roles: PAYROLL_STAFF,
      },
      {
        id: 'last-pay',
        label: 'Last pay',
        path: '/payroll/last-pay-generator',
        roles: PAYROLL_STAFF,
      },
      {
        id: 'earnings-deductions-importer',
        label: 'Import earnings and deductions',
        path: '/payroll/earnings-and-deductions/importer',
        // Those who may add them (schemas/payroll/earning-deduction.json); HR only reads them.
        roles: ['admin', 'payroll'],
      },
      {
        id: 'payroll-files',
        label: 'Reports and files',
        path: '/payroll/generate-reports-generator',
        roles: PAYROLL_STAFF,
      },
      {
        id: 'government-reports',
        label: 'Government reports',
        path: '/government/reports',
        roles: PAYROLL_STAFF,
      },
      {
        id: 'alphalist',
        label: 'Alphalist',
        path: '/payroll/report/alphalist',
        roles: PAYROLL_STAFF,
      },
      { id: 'my-payslips', label: 'My payslips', path: '/hcm/payslip/list', roles: EVERYONE },
    ],
  },
  {
    // The appraisal record types (module pms) join this group in the menu.
    id: 'performance',
    label: MODULE_LABELS.pms,
    items: [
      {
        id: 'appraisal-reports',
        label: 'Appraisal reports',
        path: '/appraisals/reports/appraisal_status',
        roles: ['admin', 'hr'],
      },
      {
        id: 'roster-sync',
        label: 'Sync the roster',
        path: '/pms/settings/users/sync',
        roles: ['admin', 'hr'],
      },
      {
        id: 'pms-audit-trail',
        label: 'Performance audit trail',
        path: '/pms/settings/audit_trail',
        roles: ['admin', 'hr'],
      },
    ],
  },
  {
    id: 'admin',
    label: 'Administration',
    items: [
      { id: 'users', label: 'Users', path: '/admin-settings/users', roles: ['admin'] },
      { id: 'roles', label: 'Roles', path: '/admin-settings/roles', roles: ['admin'] },
      {
        id: 'organization-settings',
        label: 'Organisation settings',
        path: '/admin-settings/organization',
        roles: ['admin'],
      },
      {
        id: 'audit-trail',
        label: 'Audit trail',
        path: '/admin-settings/audit-trail',
        roles: ['admin', 'hr'],
      },
      { id: 'outbox', label: 'Mail outbox', path: '/admin-settings/outbox', roles: ['admin'] },
      {
        id: 'kiosk-authorization',
        label: 'Kiosk authorization',
        path: '/admin-settings/kiosk-authorization',
        roles: ['admin'],
      },
      {
        id: 'sign-in-security',
        label: 'Sign-in security',
        path: '/admin-settings/sign-in-security',
        roles: ['admin'],
      },
      {
        id: 'integrations',
        label: 'Integrations',
        path: '/admin-settings/integrations',
        roles: ['admin'],
      },
      {
        id: 'network-configuration',
        label: 'Network configuration',
        path: '/network-configuration/list',
        roles: ['admin'],
      },
      {
        id: 'single-sign-on',
        label: 'Single sign-on',
        path: '/admin-settings/sso',
        roles: ['admin'],
      },
      {
        id: 'form-builder',
        label: 'Form builder',
        path: '/rtb',
        // A record type's page in the builder is the builder's too (its trail says Edit).
        pages: { edit: '/record_template/:formId' },
        roles: ['admin'],
      },
    ],
  },
];

/** Pages outside the menu that only some roles may open (the form builder's template page). */
const OFF_MENU_PAGES: Pick<NavItem, 'id' | 'label' | 'path' | 'roles'>[] = [
  {
    id: 'record-template',
    label: 'Record type template',
    path: '/record_template',
    roles: ['admin'],
  },
  // Every appraisal report, the special report and the performance profiles.
  {
    id: 'appraisal-reports',
    label: 'Appraisal reports',
    path: '/appraisals/reports',
    roles: ['admin', 'hr'],
  },
  {
    id: 'pms-special-report',
    label: 'Appraisal special report',
    path: '/pms/settings/special-report',
    roles: ['admin', 'hr'],
  },
  {
    id: 'pms-profiles',
    label: 'Performance profiles',
    path: '/pms/settings/profile',
    roles: ['admin', 'hr'],
  },
];

/** Every page a role may be given: the menu's entries and the guarded pages outside it. */
export const GUARDED_PAGES = [...NAVIGATION.flatMap((group) => group.items), ...OFF_MENU_PAGES];

/** The permission that opens a page; the built-in roles that hold it are the entry's `roles`. */
export const pagePermission = (id: string) => `page:${id}`;

const opens = (grants: Grants, page: Pick<NavItem, 'id' | 'roles'>) =>
  holds(grants, pagePermission(page.id), page.roles);

function isShown(item: NavItem, flags: OrgFlags): boolean {
  if (item.id === PUNCH_ALTERATION_ENTRY && flags.punchAlteration.hidden) return false;
  const approvalType = item.badge?.approvalType as ApprovalPage | undefined;
  if (!approvalType) return true;
  if (approvalType === 'punch-alteration' && flags.punchAlteration.hidden) return false;
  if (approvalType === 'loan' && !flags.hasLoanApproval) return false;
  return approvalPagesOf(flags.approvalsList).includes(approvalType);
}

/** The menu for one person under one organisation's flags; empty groups are dropped. */
export function navigationFor(grants: Grants, flags: OrgFlags): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((item) => opens(grants, item) && isShown(item, flags)),
  })).filter((group) => group.items.length > 0);
}

/**
 * The menu paths a person may not open, whatever the organisation's flags: the signed-in shell
 * refuses them and every path below them (spec section 2). Sent with the user's account, so the
 * client needs no copy of the whole menu to guard its pages.
 */
export function forbiddenPathsFor(grants: Grants): string[] {
  return GUARDED_PAGES.filter((page) => !opens(grants, page)).map((page) => page.path);
}
