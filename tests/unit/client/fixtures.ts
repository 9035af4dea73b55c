import type { Account } from '../../../src/shared/api/identity';
import type { OrgResources } from '../../../src/shared/api/organization';
import type { OrgFlags } from '../../../src/shared/org-flags';
import { APPROVAL_PAGE_SLUGS } from '../../../src/shared/approval-pages';
import { grantsOf } from '../../../src/shared/access/grants';
import { forbiddenPathsFor } from '../../../src/shared/navigation';
import { session } from '../../../src/client/lib/session';

export function makeAccount(overrides: Partial<Account> = {}): Account {
  const roles = overrides.roles ?? ['employee'];
  const permissions = overrides.permissions ?? [];
  return {
    accountId: 'acc-1',
    userId: 'user-1',
    orgId: 'acme',
    username: 'maria',
    employeeNumber: 'E-001',
    sessionName: 'Maria Santos',
    suffix: null,
    position: 'Payroll Officer',
    department: 'Finance',
    photo: null,
    scheduleTemplate: null,
    hasBreaks: false,
    roles,
    permissions,
    status: 'Active',
    loggedIn: true,
    steps: { changePassword: true },
    preferences: { layout: 'layout2', sidebarColor: 'theme', rtl: false },
    forbiddenPaths: forbiddenPathsFor(grantsOf(roles, permissions)),
    ...overrides,
  };
}

const FLAGS: OrgFlags = {
  hideReleaseBtn: { develop: false, release: false, prod: false },
  setBreakDuration: false,
  hasLoanApproval: true,
  cutOffLabel: false,
  releaseDateLabel: false,
  multipleShift: false,
  hideEditPayslip: false,
  displayDeferredStatus: true,
  punchAlteration: { hidden: false, requiredAttachment: false, shift: 'enabled' },
  viewProfile: { hideRoles: false },
  hasNoReleasedBy: false,
  hasSiteCode: false,
  loan: { requirementUpload: false },
  quick_punch_breaks: false,
  app_web_bundy: false,
  approvalsList: [...APPROVAL_PAGE_SLUGS],
  ybug: false,
  alphaVersion: false,
};

export function makeOrgResources(overrides: Partial<OrgResources> = {}): OrgResources {
  return {
    orgId: 'acme',
    tradeName: 'Acme Corporation',
    registeredName: 'Acme Corporation Inc.',
    logo: '/api/organization/assets/acme/logo.svg',
    favicon: '/api/organization/assets/acme/favicon.svg',
    kioskLogo: '/api/organization/assets/acme/kiosk.svg',
    background: null,
    colorTemplate: { theme: 'olivine' },
    environment: 'develop',
    permissions: FLAGS,
    suspended: false,
    sso: { enabled: false, label: '' },
    passwordSignIn: true,
    ...overrides,
  };
}

/** Starts a session in this tab as if the person had signed in. */
export function signIn(account: Account = makeAccount(), token = 'token-1'): void {
  session.start({ token, csrf: 'session-csrf', account });
}
