import { Type, type Static } from 'typebox';

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
