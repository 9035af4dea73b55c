import { Type, type Static } from 'typebox';
import { MODULE_LABELS } from '../forms/form-paths';
import { PageQuerySchema } from './platform';

export const LoggedTrailRequestSchema = Type.Object(
  {
    accountId: Type.String({ minLength: 1, maxLength: 64 }),
    orgId: Type.String({ minLength: 1, maxLength: 64 }),
    module: Type.String({ minLength: 1, maxLength: 60, default: 'Login' }),
  },
  { additionalProperties: false },
);
export type LoggedTrailRequest = Static<typeof LoggedTrailRequestSchema>;

export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  accountId: Type.Union([Type.String(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  module: Type.String(),
  action: Type.String(),
  detail: Type.Record(Type.String(), Type.Unknown()),
  ip: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditPageSchema = Type.Object({
  items: Type.Array(AuditEntrySchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});

/** A page of the trail; with `formModule`, only the changes to that module's record types. */
export const AuditQuerySchema = Type.Object(
  {
    ...PageQuerySchema.properties,
    formModule: Type.Optional(
      Type.Enum(Object.keys(MODULE_LABELS) as (keyof typeof MODULE_LABELS)[]),
    ),
  },
  { additionalProperties: false },
);
export type AuditFormModule = NonNullable<Static<typeof AuditQuerySchema>['formModule']>;
