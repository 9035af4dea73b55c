import { can } from './access/capabilities';
import type { Grants } from './access/grants';
import type { OrgFlags } from './org-flags';

interface PermissionContext {
  flags: OrgFlags;
  grants: Grants;
}

/**
 * Named permissions the client may ask about with `POST /api/permissions/verify`. A name that is
 * not here is answered `false`, never an error, so an older server cannot break a newer screen.
 */
const PERMISSIONS: Record<string, (ctx: PermissionContext) => boolean> = {
  'hcm.global.alphaVersion': ({ flags }) => flags.alphaVersion,
  siteCode: ({ flags }) => flags.hasSiteCode,
  'hcm.payroll.editPayslip': ({ flags, grants }) =>
    !flags.hideEditPayslip && can(grants, 'payroll.editPayslip'),
  'hcm.loan.approval': ({ flags }) => flags.hasLoanApproval,
  'hcm.timekeeping.webBundy': ({ flags }) => flags.app_web_bundy,
  'hcm.timekeeping.multipleShift': ({ flags }) => flags.multipleShift,
  'hcm.timekeeping.setBreakDuration': ({ flags }) => flags.setBreakDuration,
  'hcm.global.ybug': ({ flags }) => flags.ybug,
  'hcm.admin.settings': ({ grants }) => can(grants, 'settings.manage'),
};

/** Answers each asked name with whether this user in this organisation holds it. */
export function verifyPermissions(
  names: readonly string[],
  ctx: PermissionContext,
): Record<string, boolean> {
  return Object.fromEntries(names.map((name) => [name, PERMISSIONS[name]?.(ctx) ?? false]));
}
