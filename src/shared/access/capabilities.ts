import type { Role } from '../roles';
import { holds, type Grants } from './grants';

interface CapabilityInfo {
  group: string;
  label: string;
  /** What a person holding it can do, in plain words (the role editor shows it). */
  description: string;
  /** The built-in roles that hold it. */
  roles: readonly Role[];
}

const ADMIN: Role[] = ['admin'];
const HR: Role[] = ['admin', 'hr'];
const STAFF: Role[] = ['admin', 'hr', 'payroll'];
const PAYROLL: Role[] = ['admin', 'payroll'];

/**
 * Actions beyond pages and record types that a role may be given. A route names the one it
 * needs (`config.permission`); code that decides more finely asks `can`.
 */
export const CAPABILITIES = {
  'users.manage': {
    group: 'Administration',
    label: 'Users and roles',
    description: 'Invite people, change their roles, disable accounts and define roles.',
    roles: ADMIN,
  },
  'settings.manage': {
    group: 'Administration',
    label: 'Organisation settings',
    description:
      'Change branding, feature switches, sign-in security, single sign-on and allowed networks.',
    roles: ADMIN,
  },
  'integrations.manage': {
    group: 'Administration',
    label: 'Integration tokens',
    description: 'Create and revoke API tokens that other systems call the API with.',
    roles: ADMIN,
  },
  'forms.build': {
    group: 'Administration',
    label: 'Form builder',
    description: 'Build, change and publish record types.',
    roles: ADMIN,
  },
  'kiosks.manage': {
    group: 'Administration',
    label: 'Kiosks',
    description: 'Authorise and revoke time-clock kiosks.',
    roles: ADMIN,
  },
  'kiosks.pins': {
    group: 'Administration',
    label: 'Kiosk PINs',
    description: 'Set the kiosk PIN of any person.',
    roles: HR,
  },
  'audit.read': {
    group: 'Administration',
    label: 'Audit trail',
    description: 'Read who did what and when.',
    roles: HR,
  },
  'mail.read': {
    group: 'Administration',
    label: 'Outgoing mail',
    description: 'Read the mail the system has sent or queued.',
    roles: ADMIN,
  },
  'jobs.run': {
    group: 'Administration',
    label: 'Start jobs',
    description: 'Start background jobs from the job queue.',
    roles: ADMIN,
  },
  'jobs.readAll': {
    group: 'Administration',
    label: "Everyone's jobs",
    description: 'See and retry background jobs started by anyone.',
    roles: STAFF,
  },
  'people.read': {
    group: 'People',
    label: 'Employee profiles and pay',
    description: "Open any employee's profile, pay included.",
    roles: STAFF,
  },
  'people.invite': {
    group: 'People',
    label: 'Invitations',
    description: 'Send new hires their sign-in invitation again.',
    roles: HR,
  },
  'people.governmentNumbers': {
    group: 'People',
    label: 'Government numbers',
    description: 'Check government numbers for duplicates across employees.',
    roles: HR,
  },
  'people.dashboards': {
    group: 'People',
    label: 'Dashboards',
    description: 'See the workforce and attendance dashboards of the whole organisation.',
    roles: STAFF,
  },
  'onboarding.read': {
    group: 'People',
    label: 'Onboarding checklists',
    description: "Read any new hire's onboarding checklist.",
    roles: STAFF,
  },
  'onboarding.manage': {
    group: 'People',
    label: 'Run onboarding',
    description: 'Start, change, remind and apply onboarding checklists.',
    roles: HR,
  },
  'appraisals.manage': {
    group: 'People',
    label: 'Appraisal administration',
    description: 'Appraisal reports, performance profiles and the appraisal roster.',
    roles: HR,
  },
  'announcements.manage': {
    group: 'People',
    label: 'Announcements',
    description: 'Publish, change and withdraw announcements.',
    roles: HR,
  },
  'timekeeping.others': {
    group: 'Time and leave',
    label: "Everyone's time",
    description: "See and recompute anyone's punches, time records and applications.",
    roles: STAFF,
  },
  'schedules.board': {
    group: 'Time and leave',
    label: 'Schedule board',
    description: "See everyone's schedules on the board.",
    roles: ['admin', 'hr', 'payroll', 'approver'],
  },
  'leave.readCredits': {
    group: 'Time and leave',
    label: 'Leave credits',
    description: "Read everyone's leave credits and ledgers.",
    roles: STAFF,
  },
  'leave.manageCredits': {
    group: 'Time and leave',
    label: 'Change leave credits',
    description: 'Grant, remove and accrue leave credits.',
    roles: HR,
  },
  'applications.manage': {
    group: 'Time and leave',
    label: 'Applications of others',
    description: "Cancel anyone's applications and see what waits on any approver.",
    roles: HR,
  },
  'payroll.read': {
    group: 'Payroll',
    label: 'Read payroll',
    description: 'Registers, cut-offs, payslips, reports and loans of everyone.',
    roles: STAFF,
  },
  'payroll.compute': {
    group: 'Payroll',
    label: 'Compute payroll',
    description:
      'Create registers and cut-offs, compute them, correct time records, prepare payouts and reports.',
    roles: PAYROLL,
  },
  'payroll.release': {
    group: 'Payroll',
    label: 'Release payroll',
    description: 'Release cut-offs and payouts to employees and mail their payslips.',
    roles: PAYROLL,
  },
  'payroll.editPayslip': {
    group: 'Payroll',
    label: 'Edit payslips',
    description:
      "Add and remove adjustments on a computed payslip (when the organisation's switch allows).",
    roles: PAYROLL,
  },
  'payroll.tables': {
    group: 'Payroll',
    label: 'Statutory tables',
    description: 'Add a new version of a statutory table for the organisation.',
    roles: PAYROLL,
  },
} as const satisfies Record<string, CapabilityInfo>;

export type Capability = keyof typeof CAPABILITIES;

export const can = (grants: Grants, capability: Capability): boolean =>
  holds(grants, capability, CAPABILITIES[capability].roles);
