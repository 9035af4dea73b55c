import { Type, type Static } from 'typebox';

/** Roles an account can hold; routes and menu entries name the roles they allow. */
export const ROLES = ['admin', 'hr', 'payroll', 'approver', 'employee'] as const;

export const RoleSchema = Type.Enum(ROLES);
export type Role = Static<typeof RoleSchema>;

/** How the roles are named to people (in the plural: the people who hold them). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrators',
  hr: 'HR',
  payroll: 'Payroll',
  approver: 'Approvers',
  employee: 'Employees',
};
