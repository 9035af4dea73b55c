import { Type, type Static } from 'typebox';

/** The built-in roles; an organisation adds its own (shared/access). */
export const ROLES = ['admin', 'hr', 'payroll', 'approver', 'employee'] as const;

export const RoleSchema = Type.Enum(ROLES);
export type Role = Static<typeof RoleSchema>;

/** How the built-in roles are named and explained to the people who hand them out. */
export const BUILT_IN_ROLES: Record<Role, { name: string; description: string }> = {
  admin: {
    name: 'Administrator',
    description: 'Everything, including users, roles and the organisation’s settings.',
  },
  hr: { name: 'HR', description: 'People, onboarding, leave, time and appraisals of everyone.' },
  payroll: {
    name: 'Payroll',
    description: 'Computes and releases payroll; reads everyone’s time and pay.',
  },
  approver: {
    name: 'Approver',
    description: 'Decides the applications the approval matrix sends.',
  },
  employee: { name: 'Employee', description: 'Their own time, leave, payslips and records.' },
};

export const isBuiltInRole = (role: string): role is Role =>
  (ROLES as readonly string[]).includes(role);
