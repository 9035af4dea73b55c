import { Type, type Static } from 'typebox';
import { RoleIdSchema, RoleIdsSchema } from '../access/role-ids';
import { AccountStatusSchema } from './identity';

// Users and roles: the organisation's administrators invite people, give them roles and define
// the organisation's own roles (named sets of permissions; see shared/access).

const Email = Type.String({
  format: 'email',
  maxLength: 254,
  errorMessage: 'must be an e-mail address',
});
const Name = Type.String({ minLength: 1, maxLength: 80 });

export const UserSchema = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  employeeNumber: Type.Union([Type.String(), Type.Null()]),
  roles: RoleIdsSchema,
  status: AccountStatusSchema,
  /** Never signed in: the invitation (or first sign-in link) is still what they wait for. */
  invited: Type.Boolean(),
  lastSignInAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Signs in with an authenticator app too. */
  secondFactor: Type.Boolean(),
});
export type User = Static<typeof UserSchema>;

export const UsersQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 80 })),
    role: Type.Optional(RoleIdSchema),
    status: Type.Optional(Type.Union([AccountStatusSchema, Type.Literal('Invited')])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type UsersQuery = Static<typeof UsersQuerySchema>;

export const UsersResponseSchema = Type.Object({
  items: Type.Array(UserSchema),
  total: Type.Integer(),
});
export type UsersResponse = Static<typeof UsersResponseSchema>;

/** `POST /api/iam/accounts`: invite someone; the mailed invitation sets their password. */
export const InviteUserRequestSchema = Type.Object(
  {
    email: Email,
    firstName: Name,
    lastName: Name,
    /** Default: the e-mail's local part. */
    username: Type.Optional(
      Type.String({ minLength: 2, maxLength: 60, pattern: '^[A-Za-z0-9._-]+$' }),
    ),
    roles: RoleIdsSchema,
  },
  { additionalProperties: false },
);
export type InviteUserRequest = Static<typeof InviteUserRequestSchema>;

/** `PATCH /api/iam/accounts/:accountId`: disable or enable, and/or change the roles. */
export const ChangeUserRequestSchema = Type.Object(
  { disabled: Type.Optional(Type.Boolean()), roles: Type.Optional(RoleIdsSchema) },
  { additionalProperties: false, minProperties: 1 },
);
export type ChangeUserRequest = Static<typeof ChangeUserRequestSchema>;

export const PermissionSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  description: Type.String(),
  /** Where the role editor lists it: "Payroll", "Pages · Approvals", "Record types"... */
  group: Type.String(),
  /** For a record type's operations: the record type, so the editor can lay them out as a grid. */
  formId: Type.Optional(Type.String()),
  /** Every signed-in person holds it whatever their roles: giving it to a role changes nothing. */
  everyone: Type.Boolean(),
});
export type Permission = Static<typeof PermissionSchema>;

export const PermissionCatalogueSchema = Type.Object({ items: Type.Array(PermissionSchema) });
export type PermissionCatalogue = Static<typeof PermissionCatalogueSchema>;

export const RoleSchema = Type.Object({
  roleId: RoleIdSchema,
  name: Type.String(),
  description: Type.String(),
  builtIn: Type.Boolean(),
  /** Every permission of the catalogue the role holds. */
  permissions: Type.Array(Type.String()),
  /** Enabled accounts holding it. */
  holders: Type.Integer(),
});
export type Role = Static<typeof RoleSchema>;

export const RolesResponseSchema = Type.Object({ items: Type.Array(RoleSchema) });
export type RolesResponse = Static<typeof RolesResponseSchema>;

export const SaveRoleRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 60 }),
    description: Type.String({ maxLength: 300 }),
    permissions: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
      maxItems: 5000,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
export type SaveRoleRequest = Static<typeof SaveRoleRequestSchema>;

export const RoleParamsSchema = Type.Object({ roleId: RoleIdSchema });
