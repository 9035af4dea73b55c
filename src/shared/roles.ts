import { Type, type Static } from 'typebox';

/** Roles an account can hold; routes and menu entries name the roles they allow. */
export const ROLES = ['admin', 'hr', 'payroll', 'approver', 'employee'] as const;

export const RoleSchema = Type.Enum(ROLES);
export type Role = Static<typeof RoleSchema>;
