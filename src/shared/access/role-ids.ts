import { Type } from 'typebox';

/**
 * A role an account holds: a built-in name (admin, hr, payroll, approver, employee) or the id of
 * one of the organisation's own roles.
 */
export const RoleIdSchema = Type.String({
  minLength: 2,
  maxLength: 40,
  pattern: '^[a-z][a-z0-9-]*$',
  description: 'A built-in role (admin, hr, payroll, approver, employee) or an own role id.',
});

export const RoleIdsSchema = Type.Array(RoleIdSchema, {
  minItems: 1,
  maxItems: 20,
  uniqueItems: true,
});
