import { Type, type Static } from 'typebox';
import { OrgIdSchema } from './identity';
import { OrganizationSummarySchema } from './tenancy';

/** The platform console: operators outside every organisation (`/platform`, `/api/platform`). */

export const OperatorSignInRequestSchema = Type.Object(
  {
    email: Type.String({ title: 'E-mail', format: 'email', maxLength: 254 }),
    password: Type.String({ title: 'Password', minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type OperatorSignInRequest = Static<typeof OperatorSignInRequestSchema>;

export const OperatorSchema = Type.Object({ email: Type.String(), name: Type.String() });
export type PlatformOperator = Static<typeof OperatorSchema>;

export const OperatorSignInResponseSchema = Type.Object({
  /** "platform.<secret>": a bearer for /api/platform only. */
  token: Type.String(),
  operator: OperatorSchema,
});
export type OperatorSignInResponse = Static<typeof OperatorSignInResponseSchema>;

export const PlatformSessionSchema = Type.Object({ operator: OperatorSchema });
export type PlatformSessionResponse = Static<typeof PlatformSessionSchema>;

export const PlatformOrganizationsSchema = Type.Object({
  items: Type.Array(OrganizationSummarySchema),
});
export type PlatformOrganizations = Static<typeof PlatformOrganizationsSchema>;

export const PlatformOrgParamsSchema = Type.Object({ orgId: OrgIdSchema });

/** Deleting asks for the id typed again, as the command line's `--confirm <org-id>`. */
export const DeleteOrganizationRequestSchema = Type.Object(
  { confirm: Type.String({ title: 'Organisation id, typed again', minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);

export const DeletedOrganizationSchema = Type.Object({
  tables: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  jobs: Type.Integer({ minimum: 0 }),
  exportedAt: Type.String({ format: 'date-time' }),
});
export type DeletedOrganizationAnswer = Static<typeof DeletedOrganizationSchema>;

export const PlatformActivitySchema = Type.Object({
  items: Type.Array(
    Type.Object({
      at: Type.String({ format: 'date-time' }),
      operator: Type.String(),
      action: Type.String(),
      orgId: Type.Union([Type.String(), Type.Null()]),
      detail: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
});
export type PlatformActivity = Static<typeof PlatformActivitySchema>;
