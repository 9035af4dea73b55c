import { Type, type Static } from 'typebox';
import { OrgIdSchema } from './identity';

/** The first sign-in link a new hire is mailed: who it is for, before they choose a password. */
export const ValidateAccountRequestSchema = Type.Object(
  { orgId: OrgIdSchema, token: Type.String({ minLength: 20, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ValidateAccountRequest = Static<typeof ValidateAccountRequestSchema>;

export const ValidateAccountResponseSchema = Type.Object({
  username: Type.String(),
  firstName: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type ValidateAccountResponse = Static<typeof ValidateAccountResponseSchema>;

export const InvitationParamsSchema = Type.Object(
  { employeeNumber: Type.String({ minLength: 1, maxLength: 30 }) },
  { additionalProperties: false },
);

export const InvitationResponseSchema = Type.Object({
  message: Type.String(),
  sentTo: Type.String(),
});
