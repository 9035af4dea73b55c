import type { OrgFlags } from './org-flags';
import type { Role } from './roles';

interface PermissionContext {
  flags: OrgFlags;
  role: Role;
}

/**
 * Named permissions the client may ask about with `POST /api/permissions/verify`. A name that is
 * not here is answered `false`, never an error, so an older server cannot break a newer screen.
 */
const PERMISSIONS: Record<string, (ctx: PermissionContext) => boolean> = {
  'hcm.global.alphaVersion': ({ flags }) => flags.alphaVersion,
  siteCode: ({ flags }) => flags.hasSiteCode,
  'hcm.payroll.editPayslip': ({ flags, role }) =>
    !flags.hideEditPayslip && (role === 'payroll' || role === 'admin'),
  'hcm.loan.approval': ({ flags }) => flags.hasLoanApproval,
  'hcm.timekeeping.webBundy': ({ flags }) => flags.app_web_bundy,
  'hcm.timekeeping.multipleShift': ({ flags }) => flags.multipleShift,
  'hcm.timekeeping.setBreakDuration': ({ flags }) => flags.setBreakDuration,
  'hcm.global.ybug': ({ flags }) => flags.ybug,
  'hcm.admin.settings': ({ role }) => role === 'admin',
};

/** Answers each asked name with whether this user in this organisation holds it. */
export function verifyPermissions(
  names: readonly string[],
  ctx: PermissionContext,
): Record<string, boolean> {
  return Object.fromEntries(names.map((name) => [name, PERMISSIONS[name]?.(ctx) ?? false]));
}
